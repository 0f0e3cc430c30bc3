import { createContext, useContext } from 'react';

/** Opens the plan chooser modal; provided once for the signed-in pages (see PlanChooserProvider). */
export const PlanChooserContext = createContext<() => void>(() => undefined);

/** The function that opens the plan chooser ('Devenir Premium', 'Débloquer', 'Premium' of the bottom navigation…). */
export function useOpenPlanChooser(): () => void {
  return useContext(PlanChooserContext);
}
