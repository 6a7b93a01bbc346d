// The live-standings link for "Publicar clasificación". The web app (doGet) is built in
// its own piece of work: when it lands, make this return its URL for this spreadsheet
// (e.g. ScriptApp.getService().getUrl() plus the spreadsheet id). Null = no web app yet,
// and the action explains which tab to share instead.
export function standingsLink(): string | null {
  return null;
}
