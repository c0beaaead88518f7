// The editor at /admin/ (docs/content.md#editing-the-site): Sveltia CMS from its ES-module build,
// bundled with the site by scripts/build/admin.mjs, so it loads nothing from a CDN. It reads
// /admin/config.yml, which the same step writes from cms/config.yml.
import CMS from '@sveltia/cms';

CMS.init();
