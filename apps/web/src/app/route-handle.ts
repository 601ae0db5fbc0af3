/** What a route tells the shell: the top-bar title key (namespace:key), the leading icon and the search box. */
export interface RouteHandle {
  title?: string;
  leading?: 'settings' | 'home' | 'back';
  hasSearch?: boolean;
}
