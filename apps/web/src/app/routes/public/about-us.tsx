import { PageHero } from '@/components/layout/page-hero';
import { productName } from '@/lib/product-name';
import { AboutMission } from '@/features/about/components/about-mission';
import { AboutCompany, AboutDifferentiators, AboutValues } from '@/features/about/components/about-sections';
import { CompanySummary } from '@/features/company/components/company-summary';

export default function AboutUsRoute() {
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="The AI studio that respects your work and your wallet"
        description={`${productName} brings chats, code, images, templates and speech together, with honest pricing and the freedom to run it yourself.`}
      />
      <AboutMission />
      <AboutDifferentiators />
      <AboutValues />
      <AboutCompany>
        <CompanySummary />
      </AboutCompany>
    </>
  );
}
