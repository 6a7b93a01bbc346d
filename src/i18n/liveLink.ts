// The live page's link (rules §8 "Publicar clasificación"): a web app's development address
// (…/dev) opens only for the script's editors, so it is never handed out (docs/addon.md
// "The live page"); the deployed (/exec) one is learnt when the page is opened (rules §13).
export const es = {
  'publish.devLink':
    'La dirección de la aplicación web es la de desarrollo ({url}, termina en /dev): solo la pueden abrir los editores del script, así que Atril no la da a los jugadores ni la pone en el código QR. Para publicar la clasificación:\n' +
    '1. Extensiones › Apps Script › Implementar › Nueva implementación. Tipo: Aplicación web. Ejecutar como: Yo. Quién tiene acceso: Cualquier usuario. Abre la página una vez con su enlace /exec y vuelve a usar Atril › Publicar clasificación; o\n' +
    '2. copia el enlace /exec de la implementación (Implementar › Gestionar implementaciones) en {config} › {label}.\n' +
    'Mientras tanto, puedes compartir la pestaña {tab}.',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'publish.devLink':
    "The web app's address is the development one ({url}, ending in /dev): only the script's editors can open it, so Atril neither gives it to the players nor puts it in the QR code. To publish the standings:\n" +
    '1. Extensions › Apps Script › Deploy › New deployment. Type: Web app. Execute as: Me. Who has access: Anyone. Open the page once with its /exec link, then use Atril › Publish standings again; or\n' +
    "2. copy the deployment's /exec link (Deploy › Manage deployments) into {config} › {label}.\n" +
    'Meanwhile, you can share the {tab} tab.',
};
