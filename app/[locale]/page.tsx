import type { Metadata } from 'next';
import { About } from '@/components/sections/home/About';
import { Contact } from '@/components/sections/home/Contact';
import { Hero } from '@/components/sections/home/Hero';
import { Services } from '@/components/sections/home/Services';
import { Testimonials } from '@/components/sections/home/Testimonials';
import { ThankYou } from '@/components/sections/shared/ThankYou';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ path: '/', key: 'home' });
}

export default function HomePage() {
  return (
    <>
      <ThankYou />
      <Hero />
      <Services />
      <About />
      <Testimonials />
      <Contact />
    </>
  );
}
