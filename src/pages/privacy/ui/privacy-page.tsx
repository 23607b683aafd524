import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DEFAULT_RETENTION, formatDocumentDate, privacyMeta, ROUTES } from '@contract';
import { useGetSiteSettingsQuery } from '@/entities/site';
import { telHref } from '@/shared/config';
import { PageHead } from '@/shared/ui/page-head';
import { useSiteFacts } from '@/shared/lib/contact-links';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 5 }}>
      <Typography id={id} variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function List({ items }: { items: readonly ReactNode[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, my: 1, '& li': { mb: 1 } }}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </Box>
  );
}

const P = ({ children }: { children: ReactNode }) => <Typography sx={{ mb: 2 }}>{children}</Typography>;

/**
 * /privacy-policy (docs/product.md §2): its effective date (a site setting an admin edits, docs/product.md
 * §3; the line is left out while none is set); information collected, use, sharing, rights, contact.
 */
export function PrivacyPage() {
  const site = useSiteFacts();
  const a = site.address;
  const { data: settings } = useGetSiteSettingsQuery(undefined);
  const effective = settings?.privacyPolicyEffective ?? null;
  // The rules staff saved in Site settings, which the daily clean-up applies (issue 42).
  const keep = settings?.retention ?? DEFAULT_RETENTION;
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 6, md: 8 } }}>
      <PageHead meta={privacyMeta(effective)} />
      <Typography variant="h1" component="h1">
        Privacy Policy
      </Typography>
      {effective && (
        <Typography color="text.secondary" sx={{ mt: 1, fontWeight: 600 }}>
          Effective date: <time dateTime={effective}>{formatDocumentDate(effective)}</time>
        </Typography>
      )}
      <Box sx={{ mt: 3 }}>
        <P>
          {site.legalName} (“ITX”, “we”, “us”) runs this website and trains learners at our centre in {site.area}, {site.address.locality},
          and online. This policy explains what personal information we collect when you use the website, ask for a call back, book a demo,
          register for a workshop or apply for a job, how we use and share it, and the choices and rights you have. We handle personal data
          in line with India’s Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.
        </P>
      </Box>

      <Section id="privacy-collected" title="1. Information We Collect">
        <P>We collect only what we need to answer you and to run our courses:</P>
        <List
          items={[
            <>
              <strong>Details you give us</strong> in our forms: your name, e-mail address, country code and phone number, the course or
              workshop you are interested in and, for workshops, the session you choose.
            </>,
            <>
              <strong>Job applications</strong>: the details and documents you send when you apply for a role at ITX.
            </>,
            <>
              <strong>Campaign details</strong>: when you arrive from an advertisement or a partner link, the campaign name stored in the
              link (for example utm_source), so we know which channels work.
            </>,
            <>
              <strong>Usage information</strong>: pages viewed, the page you came from, browser type and approximate location derived from
              your IP address, collected through our analytics tag manager.
            </>,
            <>
              <strong>Account information</strong> for staff only: name, e-mail, phone number and a securely hashed password for the admin
              area.
            </>,
          ]}
        />
        <P>
          We do not collect payment card details on this website, and we do not knowingly collect data from children under 18 without a
          parent’s consent.
        </P>
      </Section>

      <Section id="privacy-use" title="2. How We Use Your Information">
        <List
          items={[
            'To call or e-mail you back about the course, demo or workshop you asked about, and to arrange counselling sessions.',
            'To register you for workshops and send you the session details and reminders.',
            'To consider your application when you apply for a job with us.',
            'To improve our website, courses and advertising by understanding which pages and campaigns are useful.',
            'To keep the website and admin area secure, prevent spam and abuse of our forms, and meet our legal obligations.',
          ]}
        />
        <P>
          We contact you about the request you made. We send other news about courses only if you agree, by ticking the separate box on the
          form (it is never ticked for you), and you can ask us to stop at any time. Each form shows a short notice of what it collects, why
          and for how long; with your enquiry we keep a record of the notice you were shown, when, on which page, and what you agreed to. We
          never sell your personal information.
        </P>
      </Section>

      <Section id="privacy-sharing" title="3. How We Share Information">
        <P>We share personal information only when we need to, and only as much as is needed:</P>
        <List
          items={[
            'With service providers who work for us, such as our hosting, e-mail and analytics providers, under contracts that require them to protect your data and use it only for our purposes.',
            'With hiring partners, only after you have enrolled and agreed to be put forward for an internship or job drive.',
            'With authorities when the law requires it, or to protect the rights, safety and property of our learners, staff or the public.',
          ]}
        />
        <P>
          Some providers may process data outside India. When that happens we make sure your information receives protection consistent with
          this policy and Indian law.
        </P>
      </Section>

      <Section id="privacy-retention" title="4. How Long We Keep It and How We Protect It">
        <P>
          We keep enquiry details for {keep.callBackMonths} months after our last contact with you, job applications and CVs for{' '}
          {keep.applicationMonths} months after the job closes, workshop registrations for {keep.workshopMonths} months after the workshop,
          and learner records for as long as needed to issue certificates and references. We then erase them, unless a follow-up with you is
          still planned or the law requires us to keep them longer (a legal hold). Our log of who opened personal data is kept for{' '}
          {keep.accessLogMonths} months. Data travels over encrypted connections, passwords are stored only as secure hashes, and access to
          personal data is limited to staff who need it.
        </P>
      </Section>

      <Section id="privacy-rights" title="5. Your Rights">
        <P>You can, at any time and free of charge:</P>
        <List
          items={[
            'ask for a summary of the personal information we hold about you and how we use it;',
            'ask us to correct, complete or update it;',
            'ask us to erase it when it is no longer needed, or withdraw a consent you gave;',
            'ask us to stop contacting you about courses and events;',
            'nominate another person to exercise these rights on your behalf;',
            'raise a grievance with us and, if you are not satisfied with our answer, complain to the Data Protection Board of India.',
          ]}
        />
        <P>
          On the <Link href={ROUTES.yourData}>Your data</Link> page you enter your e-mail address or phone number and we send a link to your
          e-mail address. It works once, within 30 minutes, and shows everything we hold about you (your enquiries, registrations and
          applications, what you agreed to, and our staff&apos;s notes), which you can download; there you can correct your details,
          withdraw your consent to news and offers, name a nominee and ask us to erase your data. We answer every request within 30 days.
        </P>
      </Section>

      <Section id="privacy-cookies" title="6. Cookies and Analytics">
        <P>
          The website uses a session cookie for the admin area, a cookie that keeps your Your data page open for 30 minutes, and analytics
          cookies set through our tag manager to count visits. You can block or delete cookies in your browser settings; the public pages
          still work without them.
        </P>
        <P>
          To know how fast the site is on real phones, your browser reports, once per page you open, how long the page took to show and to
          respond (the Core Web Vitals), with the kind of page (for example &ldquo;a course page&rdquo;, not which one), whether the screen
          is a phone, tablet or computer, and the connection type (such as 4G). The report carries no cookie and nothing that identifies you
          or your device; your network address only limits how many reports one network can send for a minute, and is not kept with them. We
          keep only daily totals per kind of page, for 90 days.
        </P>
      </Section>

      <Section id="privacy-changes" title="7. Changes to This Policy">
        <P>
          If we change this policy we will post the new version on this page with a new effective date. For significant changes we will also
          tell learners by e-mail.
        </P>
      </Section>

      <Section id="privacy-contact" title="8. Contact Us">
        <P>For questions, requests or grievances about your personal information, contact our Grievance Officer:</P>
        <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.8 }}>
          {site.grievance.name}, {site.legalName}
          <br />
          {a.street}, {a.locality}, {a.region} {a.postalCode}
          <br />
          E-mail: <Link href={`mailto:${site.grievance.email}`}>{site.grievance.email}</Link>
          <br />
          Phone: <Link href={telHref(site.grievance.phone)}>{site.grievance.phone}</Link>
        </Box>
      </Section>
    </Container>
  );
}
