import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('contactRequestsChat', '/contact-requests/chat');
export const generateMetadata = page.generateMetadata;
export default page.Page;
