export type { Location, NavigateOptions, To } from './history';
export { Link, NavLink, type LinkProps } from './link';
export { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams, type NavigateFunction } from './router';
