import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('editOpportunity', '/profile/opportunities/[id]/edit');
export const generateMetadata = page.generateMetadata;
export default page.Page;
