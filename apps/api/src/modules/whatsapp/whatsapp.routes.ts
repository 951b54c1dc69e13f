import type { AnyRoute } from '../../http/route.js';
import type { Jobs } from '../../jobs/jobs.js';
import type { WhatsAppPlatform } from '../../networks/whatsapp.platform.js';
import { businessRoutes } from './business.routes.js';
import { whatsappChannelRoutes } from './channels.routes.js';
import { deploymentRoutes } from './deployment.routes.js';
import { profileRoutes } from './profile.routes.js';
import { sandboxWhatsAppRoutes } from './sandbox-whatsapp.routes.js';
import { templateRoutes } from './templates.routes.js';

/**
 * WhatsApp Business (decision 0064): business accounts and numbers, connecting a number with
 * its SMS code, its deployment, profile and message templates; with the sandbox's on-demand
 * customer message when the sandbox platform serves.
 */
export function whatsappRoutes(platform: WhatsAppPlatform, jobs: Jobs | null): AnyRoute[] {
  return [
    ...businessRoutes(platform),
    ...whatsappChannelRoutes(platform, jobs),
    ...deploymentRoutes(platform),
    ...profileRoutes(platform),
    ...templateRoutes(platform),
    ...sandboxWhatsAppRoutes(jobs),
  ];
}
