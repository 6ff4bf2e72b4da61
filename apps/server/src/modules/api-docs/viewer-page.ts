/**
 * The viewer's page and its start script. Swagger UI's own files come from the swagger-ui-dist
 * package (viewer-routes.ts); the script is a file of ours rather than inline, so the page runs
 * under the site's policy, which allows scripts from the site only.
 */
export const VIEWER_BASE = '/api/docs';

/** In production the answers may be an administrator's only: no shared cache keeps them. */
export const PRIVATE_REVALIDATE = 'private, no-cache';

export const VIEWER_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Kamao API</title>
    <link rel="icon" type="image/png" href="${VIEWER_BASE}/favicon-32x32.png" />
    <link rel="stylesheet" href="${VIEWER_BASE}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${VIEWER_BASE}/swagger-ui-bundle.js"></script>
    <script src="${VIEWER_BASE}/start-viewer.js"></script>
  </body>
</html>
`;

// validatorUrl null: the viewer would otherwise send the document to a validator on the web.
export const START_VIEWER_JS = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'none',
  defaultModelsExpandDepth: -1,
  validatorUrl: null,
});
`;
