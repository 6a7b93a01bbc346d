// The Editor add-on edition (rules §15): it has no live page and no phones of its own, since
// one script project serves every club that installs it (docs/addon.md "The add-on edition").
export const es = {
  'publish.toWeb':
    'El complemento no tiene página propia: la clasificación se comparte con «Publicar en la Web» de Google, que sirve la pestaña a cualquiera que tenga el enlace, sin iniciar sesión.\n' +
    '1. Archivo › Compartir › Publicar en la Web.\n' +
    '2. Enlace: elige la pestaña {tab} (no «Documento completo») y «Página web». En «Contenido publicado y configuración», deja marcado «Volver a publicar automáticamente cuando se realicen cambios». Haz clic en Publicar.\n' +
    '3. Copia el enlace en {config} › {label} y vuelve a usar Atril › Publicar clasificación: verás el enlace y su código QR, que también sale en Emparejamientos desde la próxima ronda.\n' +
    'Todo lo publicado es público: para dejar de publicar, Archivo › Compartir › Publicar en la Web › Dejar de publicar.',
  'edition.phoneOff':
    '{tab} › {label} está en Sí, pero el complemento no recibe resultados desde los teléfonos (solo la versión pegada en la hoja lo hace): la ronda se ha emparejado sin códigos ni actas.',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'publish.toWeb':
    "The add-on has no page of its own: share the standings with Google's “Publish to the web”, which serves the tab to anyone with the link, without signing in.\n" +
    '1. File › Share › Publish to the web.\n' +
    '2. Link: choose the {tab} tab (not “Entire document”) and “Web page”. Under “Published content and settings”, keep “Automatically republish when changes are made” ticked. Click Publish.\n' +
    '3. Copy the link into {config} › {label} and use Atril › Publish standings again: you will see the link and its QR code, which also appears on Pairings from the next round.\n' +
    'Everything published is public: to stop, File › Share › Publish to the web › Stop publishing.',
  'edition.phoneOff':
    '{tab} › {label} is Yes, but the add-on takes no results from phones (only the copy pasted into the sheet does): the round was paired without codes or slips.',
};
