// The live-standings link for "Publicar clasificación": the web app's URL (src/gas/webapp.ts),
// null while the script has no web app deployment (the action then explains how to deploy).
export { standingsLink } from './webapp';
