export { homeAnchors, isRoutedPath, type PageKind, type RouteRecord, routes } from './routes'
export { pageTitle, type Site, site } from './site'
