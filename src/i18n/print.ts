// Printing from Google Sheets (rules §12): "Imprimir pestaña", its dialog and the print view,
// and the CLI's `atril print`.
export const es = {
  'menu.printTab': 'Imprimir pestaña',
  'print.dialogTitle': 'Imprimir {tab}',
  'print.print': 'Imprimir',
  'print.openTab': 'Abrir en otra pestaña del navegador',
  'print.googlePdf': 'PDF de Google (ajustado al ancho)',
  'print.googlePdfNote': 'Exportación de Google sin documentar: una alternativa, no la vista de Atril.',
  'print.hint':
    'El botón Imprimir abre el diálogo del navegador, que también guarda un PDF. Si el navegador no imprime aquí, abre la vista en otra pestaña del navegador.',
  'print.popupBlocked': 'El navegador no dejó abrir otra pestaña: permite las ventanas emergentes de docs.google.com.',
  'print.notPrinted': 'Atril no imprime la pestaña {tab}; las que imprime son: {tabs}.',
  'print.noTournament': 'No hay nada que imprimir en {tab} todavía: {why}',
  'print.usage': 'Uso: atril print <archivo.xlsx> <pestaña> [--pdf ARCHIVO.pdf]',
  'print.noChromium':
    'No se encontró Chromium para imprimir el PDF ({path}): instálalo (apt-get install chromium) o indica CHROMIUM_PATH.',
  'print.pdfDone': '{file}: {pages:# página|# páginas}.',
  'print.notAvailable': 'No se puede imprimir {tab} sin {tabs}.',
};

export const en: Record<keyof typeof es, string> = {
  'menu.printTab': 'Print tab',
  'print.dialogTitle': 'Print {tab}',
  'print.print': 'Print',
  'print.openTab': 'Open in a new browser tab',
  'print.googlePdf': "Google's PDF (fit to width)",
  'print.googlePdfNote': "Google's undocumented export: an alternative, not Atril's view.",
  'print.hint':
    "Print opens the browser's dialog, which also saves a PDF. If the browser will not print here, open the view in a new browser tab.",
  'print.popupBlocked': 'The browser did not let a new tab open: allow pop-ups from docs.google.com.',
  'print.notPrinted': 'Atril does not print the tab {tab}; the tabs it prints are: {tabs}.',
  'print.noTournament': 'There is nothing to print in {tab} yet: {why}',
  'print.usage': 'Usage: atril print <file.xlsx> <tab> [--pdf FILE.pdf]',
  'print.noChromium':
    'Chromium was not found to print the PDF ({path}): install it (apt-get install chromium) or set CHROMIUM_PATH.',
  'print.pdfDone': '{file}: {pages:# page|# pages}.',
  'print.notAvailable': 'Cannot print {tab} without {tabs}.',
};
