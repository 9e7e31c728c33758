import { Button } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useSiteContent } from '../../app/siteContent';
import { mailtoHref, telHref } from '../../app/siteDefaults';
import { COOKIE_CONSENT_DATE_KEY, COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY } from '../../components/CookieConsent';
import { LegalPage, type LegalSection } from './LegalPage';
import classes from './LegalPage.module.css';

const PRIVACY_UPDATED = '21 November 2026';

/** Forgets the stored cookie choice and reloads, so the consent banner asks again. */
function reopenCookieChoices() {
  try {
    for (const key of [COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY, COOKIE_CONSENT_DATE_KEY])
      localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored, so the banner shows anyway.
  }
  window.location.reload();
}

export function PrivacyPolicyPage() {
  const { contact } = useSiteContent();
  const { company_name: company, address, email, office_phone: phone } = contact;
  const mail = (
    <a href={mailtoHref(email, { subject: 'Data protection request' })} style={{ overflowWrap: 'anywhere' }}>
      {email}
    </a>
  );
  const call = <a href={telHref(phone)}>{phone}</a>;

  const sections: LegalSection[] = [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <>
          <p>
            This website is run by {company}, an independent dealer and service centre for used commercial vehicles at{' '}
            {address}. We are the controller of the personal data described in this policy, which means we decide why
            and how it is used.
          </p>
          <p>
            If you have any question about this policy or about your personal data, email us at {mail}, call us on{' '}
            {call}, or write to us at the address above, marking your letter &ldquo;Data Protection&rdquo;.
          </p>
          <p>
            We handle personal data in line with the UK General Data Protection Regulation (UK GDPR), the Data
            Protection Act 2018 and the Privacy and Electronic Communications Regulations 2003 (PECR).
          </p>
        </>
      ),
    },
    {
      id: 'data-we-collect',
      title: 'The information we collect',
      body: (
        <>
          <p>We only collect what we need. Depending on how you deal with us, this may include:</p>
          <ul>
            <li>
              <strong>Enquiries and quote requests</strong> (the contact form, enquiry and quote forms and the Book a
              Service form): your name, email address, phone number, company name, the service you are interested in,
              the subject and message you write, any vehicle registration you give us and the page the enquiry was sent
              from.
            </li>
            <li>
              <strong>Newsletter sign-up</strong>: your email address, your name if you give it, where you signed up and
              whether you agreed to receive marketing emails.
            </li>
            <li>
              <strong>Customer accounts</strong>: your email address, your name if you give it, and your password, which
              we store only in a scrambled (hashed) form that we cannot read.
            </li>
            <li>
              <strong>Sales, hire, repair and parts orders</strong>: your contact and delivery details, your business
              details, vehicle details, driving licence and identity checks needed for hire, payment records and our
              correspondence with you.
            </li>
            <li>
              <strong>Technical information</strong>: when you visit the website our server records your IP address, the
              pages requested, the date and time and your browser type, to keep the site secure and working.
            </li>
          </ul>
          <p>
            We do not ask for special category data (such as health information) through the website. Please do not
            include it in a message.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use',
      title: 'How we use your information and our lawful bases',
      body: (
        <>
          <p>The law requires a lawful basis for each use of personal data. Ours are:</p>
          <div className={classes.tableWrap}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Purpose</th>
                  <th scope="col">Lawful basis (UK GDPR Article 6)</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>Answering your enquiry, preparing a quote or booking your vehicle in</td>
                  <td>
                    Taking steps at your request before entering into a contract (6(1)(b)), or our legitimate interest
                    in answering business enquiries (6(1)(f))
                  </td>
                </tr>
                <tr>
                  <td>Selling, hiring, repairing or supplying parts, including delivery, warranty and aftercare</td>
                  <td>Performance of a contract with you (6(1)(b))</td>
                </tr>
                <tr>
                  <td>Keeping accounting and tax records, and identity and anti-money laundering checks</td>
                  <td>Legal obligation (6(1)(c))</td>
                </tr>
                <tr>
                  <td>Sending our newsletter and marketing emails</td>
                  <td>Your consent (6(1)(a)), which you can withdraw at any time</td>
                </tr>
                <tr>
                  <td>Running your customer account and keeping the website secure</td>
                  <td>
                    Performance of a contract (6(1)(b)) and our legitimate interest in protecting our systems (6(1)(f))
                  </td>
                </tr>
                <tr>
                  <td>Understanding how the website is used (analytics)</td>
                  <td>Your consent, given through the cookie banner (6(1)(a) and PECR)</td>
                </tr>
              </tbody>
            </table>
          </div>
          <p>
            We do not make decisions about you based solely on automated processing, and we do not sell your personal
            data.
          </p>
        </>
      ),
    },
    {
      id: 'marketing',
      title: 'Newsletter and marketing',
      body: (
        <p>
          We only send marketing emails if you have signed up for them. Every email includes a way to unsubscribe, or
          you can email {mail} and we will stop. After you unsubscribe we keep your email address on a suppression list
          so that we do not email you again by mistake.
        </p>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and similar technologies',
      body: (
        <>
          <p>
            Cookies and similar technologies such as your browser&rsquo;s local storage let a website remember
            information on your device. When you first visit, our banner lets you accept all of them, keep only the
            necessary ones, or choose category by category. We remember your choice and the date you made it in your
            browser.
          </p>
          <ul>
            <li>
              <strong>Necessary</strong> (always on): remembering your cookie choice, keeping you signed in if you have
              an account, and security. These do not need consent because the site cannot work properly without them.
              When you read a blog post we also note this in your browser for the rest of the visit, so the post is
              counted as read only once; it is deleted when you close the tab.
            </li>
            <li>
              <strong>Analytics</strong>: help us understand which pages and vehicles visitors look at. Used only if you
              agree.
            </li>
            <li>
              <strong>Marketing</strong>: let us measure our advertising and show relevant offers. Used only if you
              agree.
            </li>
            <li>
              <strong>Functional</strong>: remember preferences such as your searches and support embedded content. Used
              only if you agree.
            </li>
          </ul>
          <p>
            Our contact page shows a map provided by Google. Google may collect information such as your IP address when
            the map loads, under its own privacy policy.
          </p>
          <p>You can change your mind at any time:</p>
          <Button
            variant="outline"
            color="dark"
            leftSection={<IconCookie size={18} aria-hidden />}
            onClick={reopenCookieChoices}
          >
            Change cookie preferences
          </Button>
          <p>You can also delete cookies and site data in your browser&rsquo;s settings.</p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share your information with',
      body: (
        <>
          <p>We share personal data only where we need to, and only with:</p>
          <ul>
            <li>the companies that host our website and email, who act on our instructions;</li>
            <li>couriers and hauliers delivering parts or vehicles to you;</li>
            <li>finance, insurance and payment providers, where you ask us to arrange these;</li>
            <li>our accountants, auditors, lawyers and insurers;</li>
            <li>
              HM Revenue &amp; Customs, the DVLA, the police and other authorities where the law requires us to, for
              example to report a traffic offence committed in a hire vehicle.
            </li>
          </ul>
          <p>
            Where a supplier stores data outside the UK, we make sure it is protected by UK adequacy regulations or by
            the International Data Transfer Agreement or Addendum approved under UK law.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep your information',
      body: (
        <ul>
          <li>Enquiries that do not lead to a sale: up to 2 years after our last contact with you.</li>
          <li>
            Sales, hire, repair and parts records, including invoices: 6 years after the end of the financial year they
            relate to, as tax and company law require.
          </li>
          <li>
            Newsletter subscriptions: until you unsubscribe, then your email address stays on our suppression list.
          </li>
          <li>Customer accounts: until you ask us to close the account, or after 2 years without use.</li>
          <li>Server logs: up to 90 days, unless needed to investigate a security incident.</li>
        </ul>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <>
          <p>Under UK data protection law you have the right to:</p>
          <ul>
            <li>ask for a copy of the personal data we hold about you (a subject access request);</li>
            <li>ask us to correct information that is wrong or incomplete;</li>
            <li>ask us to delete your information where we no longer have a reason to keep it;</li>
            <li>ask us to restrict how we use your information;</li>
            <li>
              object to our use of your information based on legitimate interests, and to direct marketing at any time;
            </li>
            <li>receive information you gave us in a portable format, or have it sent to another organisation;</li>
            <li>withdraw consent at any time, where we rely on consent.</li>
          </ul>
          <p>
            To use any of these rights, email {mail} or call {call}. It is free of charge. We may ask you to confirm
            your identity, and we will reply within one month.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Keeping your information safe',
      body: (
        <p>
          The website is served over an encrypted connection, passwords are stored hashed, and only staff who need your
          information can see it. If a breach of personal data happens that puts you at risk, we will tell you and the
          Information Commissioner&rsquo;s Office as the law requires.
        </p>
      ),
    },
    {
      id: 'complaints',
      title: 'How to complain',
      body: (
        <>
          <p>
            If you are unhappy with how we have handled your personal data, please tell us first so that we can put it
            right. You also have the right to complain to the Information Commissioner&rsquo;s Office (ICO), the UK
            regulator for data protection:
          </p>
          <ul>
            <li>
              online at{' '}
              <a href="https://ico.org.uk/make-a-complaint/" target="_blank" rel="noopener noreferrer">
                ico.org.uk/make-a-complaint
              </a>
              ;
            </li>
            <li>by phone on 0303 123 1113;</li>
            <li>
              by post to Information Commissioner&rsquo;s Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9
              5AF.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We update this policy when the way we use personal data changes. The date at the top shows when it last
          changed. Our <Link to="/terms-conditions">Terms &amp; Conditions</Link> explain the terms on which we sell,
          hire and repair vehicles.
        </p>
      ),
    },
  ];

  return (
    <LegalPage
      title="Privacy Policy"
      updated={PRIVACY_UPDATED}
      intro={
        <p>
          {company} respects your privacy. This policy explains what personal information we collect when you use our
          website or deal with us, why we collect it, how long we keep it and the rights you have under UK data
          protection law.
        </p>
      }
      sections={sections}
    />
  );
}
