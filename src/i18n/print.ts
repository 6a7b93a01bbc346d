// Printing from Google Sheets (rules §12): "Imprimir pestaña", its dialog and the print view,
// and the CLI's `atril print`.
export const es = {
  'menu.printTab': 'Imprimir pestaña',
  'print.dialogTitle': 'Imprimir {tab}',
  'print.print': 'Imprimir',
  'print.openTab': 'Abrir en otra pestaña',
  'print.googlePdf': 'PDF de Google (ajustado al ancho)',
  'print.googlePdfNote': 'Exportación de Google sin documentar: una alternativa, no la vista de Atril.',
  'print.hint':
    'El botón Imprimir abre el diálogo del navegador, que también guarda un PDF. Si el navegador no imprime aquí, abra la vista en otra pestaña.',
  'print.popupBlocked': 'El navegador no dejó abrir otra pestaña: permita las ventanas emergentes de docs.google.com.',
  'print.notPrinted': 'La pestaña {tab} no se imprime con Atril. Imprime estas pestañas: {tabs}.',
  'print.noTournament': 'No hay nada que imprimir en {tab} todavía: {why}',
  'print.usage': 'Uso: atril print <archivo.xlsx> <pestaña> [--pdf ARCHIVO.pdf]',
  'print.noChromium':
    'No se encontró Chromium para imprimir el PDF ({path}): instálelo (apt-get install chromium) o indique CHROMIUM_PATH.',
  'print.pdfDone': '{file}: {pages} páginas.',
  'print.notAvailable': 'No se puede imprimir {tab} sin {tabs}.',
};

export const en: Record<keyof typeof es, string> = {
  'menu.printTab': 'Print tab',
  'print.dialogTitle': 'Print {tab}',
  'print.print': 'Print',
  'print.openTab': 'Open in a new tab',
  'print.googlePdf': "Google's PDF (fit to width)",
  'print.googlePdfNote': "Google's undocumented export: an alternative, not Atril's view.",
  'print.hint':
    "Print opens the browser's dialog, which also saves a PDF. If the browser will not print here, open the view in a new tab.",
  'print.popupBlocked': 'The browser did not let a new tab open: allow pop-ups from docs.google.com.',
  'print.notPrinted': 'Atril does not print the tab {tab}. It prints these tabs: {tabs}.',
  'print.noTournament': 'There is nothing to print in {tab} yet: {why}',
  'print.usage': 'Usage: atril print <file.xlsx> <tab> [--pdf FILE.pdf]',
  'print.noChromium':
    'Chromium was not found to print the PDF ({path}): install it (apt-get install chromium) or set CHROMIUM_PATH.',
  'print.pdfDone': '{file}: {pages} pages.',
  'print.notAvailable': 'Cannot print {tab} without {tabs}.',
};
