// "Comprobar instalación" (docs/addon.md "Comprobar instalación"): the menu item a director
// runs once after installing, its sidebar report and the text to copy from it.
export const es = {
  'menu.checkInstall': 'Comprobar instalación',
  'install.title': 'Comprobar instalación',
  'install.intro':
    'Atril ha probado en esta hoja lo que la documentación de Google no garantiza. Donde algo es distinto, Atril toma el camino seguro.',
  'install.scratchTab': 'Atril comprobación {id}',
  'install.status.ok': 'correcto',
  'install.status.guarded': 'distinto: camino seguro',
  'install.status.error': 'no se pudo comprobar',
  'install.failed': 'la prueba falló: {reason}',
  'install.recorded': 'Resultado guardado en esta hoja ({date}): cada acción de Atril lo tiene en cuenta.',
  'install.notRecorded': 'No se pudo guardar el resultado en esta hoja ({reason}): vuelve a comprobar más tarde.',
  'install.copy': 'Texto para copiar (si alguien te pide el resultado):',
  'install.copyButton': 'Copiar',
  'install.copied': 'Copiado',
  'install.textTitle': 'Atril · Comprobar instalación · {date}',

  'install.apostrophe': 'Apóstrofo en celdas de texto sin formato',
  'install.apostrophe.dropped': 'Sheets quita el apóstrofo inicial también en una celda de texto sin formato (@).',
  'install.apostrophe.stored':
    'Una celda de texto sin formato (@) guarda el apóstrofo inicial como un carácter más. Atril lo quita siempre al leer nombres y clubes.',
  'install.sheetName': 'Buscar una pestaña por su nombre',
  'install.sheetName.exact': 'getSheetByName distingue mayúsculas y minúsculas: solo encuentra el nombre exacto.',
  'install.sheetName.ignoresCase':
    'getSheetByName no distingue mayúsculas y minúsculas. Atril comprueba el nombre de cada pestaña que encuentra así.',
  'install.collation': 'Orden alfabético español',
  'install.collation.intl':
    'El motor ordena en español: la ñ después de la n, sin tener en cuenta acentos ni mayúsculas.',
  'install.collation.fallback':
    'El motor no trae el orden español (la ñ se ordenaría como una n). Atril ordena con su propio orden español en esta hoja.',
  'install.builtIns': 'Funciones de JavaScript posteriores a ES2020',
  'install.builtIns.all': 'Presentes: {names}. Atril no las usa.',
  'install.builtIns.missing': 'Ausentes: {missing}. Atril no las usa: no le afecta.',
  'install.properties': 'Propiedades del documento y del script',
  'install.properties.ok': 'Un valor de {bytes} bytes se guarda y se lee igual en las dos.',
  'install.properties.document':
    'Las propiedades del documento no guardan bien un valor de {bytes} bytes ({reason}). Atril deja de recordar entre acciones lo que maqueta y los nombres de las pestañas: más lento, el mismo resultado.',
  'install.properties.script':
    'Las propiedades del script no guardan bien un valor de {bytes} bytes ({reason}): la página en directo puede no publicarse.',
  'install.properties.differs': 'se leyó otro valor',
  'install.properties.none': 'no están disponibles aquí',
  'install.properties.refused': 'el almacén lo rechazó',
  'install.webApp': 'Dirección de la página en directo',
  'install.webApp.exec': 'Aplicación web implementada: {url}',
  'install.webApp.recorded': 'La página se abrió en {url}: la dirección que da el menú.',
  'install.webApp.dev':
    'La dirección es la de desarrollo (/dev), que solo abren los editores del script: {url}. Implementa la aplicación web (Extensiones › Apps Script › Implementar › Nueva implementación) y abre la página una vez con su enlace /exec, o pégalo en Configuración › Enlace de la página.',
  'install.webApp.none':
    'Aún no hay aplicación web implementada: la página en directo no tiene dirección (Extensiones › Apps Script › Implementar › Nueva implementación).',
  'install.webApp.other': 'Dirección que no acaba en /exec ni en /dev: {url}',
  'install.timeZone': 'Zona horaria',
  'install.timeZone.same': 'La del script y la de la hoja coinciden: {zone}.',
  'install.timeZone.differs':
    'El script usa {script} y la hoja {spreadsheet}. Atril fecha con la de la hoja (Archivo › Configuración).',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'menu.checkInstall': 'Check installation',
  'install.title': 'Check installation',
  'install.intro':
    "Atril has tried on this spreadsheet what Google's documentation does not promise. Where something differs, Atril takes the safe path.",
  'install.scratchTab': 'Atril check {id}',
  'install.status.ok': 'OK',
  'install.status.guarded': 'different: safe path',
  'install.status.error': 'could not be checked',
  'install.failed': 'the check failed: {reason}',
  'install.recorded': 'Result saved in this spreadsheet ({date}): every Atril action takes it into account.',
  'install.notRecorded': 'The result could not be saved in this spreadsheet ({reason}): check again later.',
  'install.copy': 'Text to copy (if someone asks you for the result):',
  'install.copyButton': 'Copy',
  'install.copied': 'Copied',
  'install.textTitle': 'Atril · Check installation · {date}',

  'install.apostrophe': 'Apostrophe in plain-text cells',
  'install.apostrophe.dropped': 'Sheets drops the leading apostrophe in a plain-text (@) cell too.',
  'install.apostrophe.stored':
    'A plain-text (@) cell keeps the leading apostrophe as a character. Atril always drops it when reading names and clubs.',
  'install.sheetName': 'Finding a tab by its name',
  'install.sheetName.exact': 'getSheetByName is case-sensitive: it finds the exact name only.',
  'install.sheetName.ignoresCase': 'getSheetByName ignores case. Atril checks the name of every tab it finds that way.',
  'install.collation': 'Spanish alphabetical order',
  'install.collation.intl': 'The engine sorts in Spanish: ñ after n, accents and case ignored.',
  'install.collation.fallback':
    'The engine lacks the Spanish order (ñ would sort as n). Atril sorts with its own Spanish order on this spreadsheet.',
  'install.builtIns': 'JavaScript functions newer than ES2020',
  'install.builtIns.all': 'Present: {names}. Atril does not use them.',
  'install.builtIns.missing': 'Missing: {missing}. Atril does not use them: no effect.',
  'install.properties': 'Document and script properties',
  'install.properties.ok': 'A value of {bytes} bytes is stored and read back unchanged in both.',
  'install.properties.document':
    'The document properties do not keep a value of {bytes} bytes ({reason}). Atril stops remembering between actions what it laid out and the tab names: slower, same result.',
  'install.properties.script':
    'The script properties do not keep a value of {bytes} bytes ({reason}): the live page may not be published.',
  'install.properties.differs': 'another value was read back',
  'install.properties.none': 'not available here',
  'install.properties.refused': 'the store refused it',
  'install.webApp': 'Address of the live page',
  'install.webApp.exec': 'Web app deployed: {url}',
  'install.webApp.recorded': 'The page was opened at {url}: the address the menu gives.',
  'install.webApp.dev':
    "The address is the development one (/dev), which only the script's editors can open: {url}. Deploy the web app (Extensions › Apps Script › Deploy › New deployment) and open the page once with its /exec link, or paste it into Config › Page link.",
  'install.webApp.none':
    'No web app is deployed yet: the live page has no address (Extensions › Apps Script › Deploy › New deployment).',
  'install.webApp.other': 'An address ending neither in /exec nor in /dev: {url}',
  'install.timeZone': 'Time zone',
  'install.timeZone.same': "The script's and the spreadsheet's agree: {zone}.",
  'install.timeZone.differs':
    "The script uses {script} and the spreadsheet {spreadsheet}. Atril dates by the spreadsheet's (File › Settings).",
};
