import { Link } from 'react-router-dom';
import { useSiteContent } from '../../app/siteContent';
import { mailtoHref, telHref } from '../../app/siteDefaults';
import { LegalPage, type LegalSection } from './LegalPage';

const TERMS_UPDATED = '21 November 2026';

export function TermsConditionsPage() {
  const { contact } = useSiteContent();
  const { company_name: company, address, email, office_phone: phone } = contact;
  const mail = (
    <a href={mailtoHref(email)} style={{ overflowWrap: 'anywhere' }}>
      {email}
    </a>
  );
  const call = <a href={telHref(phone)}>{phone}</a>;

  const sections: LegalSection[] = [
    {
      id: 'about',
      title: 'About us and these terms',
      body: (
        <>
          <p>
            These terms apply when you buy a used commercial vehicle or parts from us, hire a vehicle from us, or have a
            vehicle repaired or serviced by us. &ldquo;We&rdquo; and &ldquo;us&rdquo; means {company}, {address}. You
            can contact us by email at {mail} or by phone on {call}.
          </p>
          <p>
            Some terms apply differently depending on whether you are a <strong>consumer</strong> (an individual buying
            wholly or mainly outside your trade, business, craft or profession) or a <strong>business customer</strong>.
            Most of our vehicles are bought by businesses; where a section applies to only one of you, it says so.
            Nothing in these terms affects the statutory rights of a consumer.
          </p>
        </>
      ),
    },
    {
      id: 'website',
      title: 'Information on our website',
      body: (
        <>
          <p>
            We take care to describe every vehicle and part accurately, but photographs, specifications, mileages and
            descriptions on the website are a guide and do not form part of a contract unless we confirm them in
            writing. Stock sells quickly, so please check that a vehicle is still available, and confirm its price and
            specification with us, before travelling to view it.
          </p>
          <p>
            Prices are in pounds sterling. Whether a price includes VAT is shown on the listing or quotation; hire rates
            are quoted plus VAT. If we have made an obvious pricing error we will tell you before any contract is made
            and you may choose whether to go ahead at the correct price.
          </p>
        </>
      ),
    },
    {
      id: 'orders',
      title: 'Orders, deposits and payment',
      body: (
        <>
          <p>
            A contract is made when we accept your order in writing or take your deposit. A deposit reserves the vehicle
            for you for the period we agree, usually up to 14 days, while you arrange payment or finance.
          </p>
          <ul>
            <li>If we cannot supply the vehicle as agreed, we refund your deposit in full.</li>
            <li>
              <strong>Business customers:</strong> if you decide not to go ahead for any reason other than our breach of
              contract, we may keep the deposit to cover our costs and losses, including the time the vehicle was off
              sale.
            </li>
            <li>
              <strong>Consumers:</strong> if you cancel we may deduct our reasonable, proven losses from the deposit and
              refund the rest. Your right to cancel a distance or off-premises contract is explained under{' '}
              <a href="#consumer-rights">Your legal rights as a consumer</a>.
            </li>
          </ul>
          <p>
            The balance must be paid in cleared funds before the vehicle is collected or delivered. We accept bank
            transfer; please call us to confirm our bank details by phone before sending money, as we never change them
            by email. As a high value dealer we do not accept cash payments of 10,000 euros or more (or the equivalent
            in sterling), and we may ask for identification as anti-money laundering law requires.
          </p>
          <p>The vehicle remains ours until it has been paid for in full.</p>
        </>
      ),
    },
    {
      id: 'inspection',
      title: 'Inspection, collection and delivery',
      body: (
        <>
          <p>
            You are welcome to inspect any vehicle and to test drive it with our agreement, if you hold the correct
            licence and insurance. You may also arrange an independent inspection at our premises at your own cost. We
            strongly recommend that business customers inspect a vehicle before buying it.
          </p>
          <p>
            Risk in the vehicle passes to you when it is collected by you or your driver, or when it is delivered to
            you. Delivery dates are estimates; we will keep you informed of any delay. Vehicles bought for export are
            the buyer&rsquo;s responsibility once handed to the buyer&rsquo;s carrier, including import duties and
            compliance with the rules of the country of destination.
          </p>
        </>
      ),
    },
    {
      id: 'consumer-rights',
      title: 'Your legal rights as a consumer',
      body: (
        <>
          <p>
            If you are a consumer, the Consumer Rights Act 2015 says the vehicle or part must be of satisfactory
            quality, fit for purpose and as described. For used goods, satisfactory quality takes into account the age,
            mileage, price and description. It does not cover faults we pointed out to you before you bought, or that an
            inspection you made ought to have revealed, or normal wear and tear.
          </p>
          <ul>
            <li>Within 30 days of delivery you may reject goods that do not meet these standards for a refund.</li>
            <li>
              After 30 days, or if you prefer, you may ask us to repair or replace them. If that is impossible or fails,
              you may be entitled to a price reduction or a refund, from which a deduction may be made for the use you
              have had (for a motor vehicle, from the date of delivery).
            </li>
            <li>
              If you bought at a distance (online or by phone) or away from our premises, the Consumer Contracts
              (Information, Cancellation and Additional Charges) Regulations 2013 give you 14 days from delivery to
              cancel. You must return the goods at your own cost in the condition received, and we may deduct an amount
              for any loss in value from handling beyond what is needed to check them.
            </li>
          </ul>
          <p>
            For repairs and servicing, the Consumer Rights Act 2015 requires us to carry out the work with reasonable
            care and skill; if we do not, we will put it right or, if that is not possible, give you a price reduction.
          </p>
        </>
      ),
    },
    {
      id: 'business-customers',
      title: 'Business customers',
      body: (
        <>
          <p>
            If you buy as a business, vehicles are sold as described in our written sales invoice, following your
            opportunity to inspect them. We will give you good title to the vehicle free of finance or other charges.
            Any warranty is limited to the one we give in writing.
          </p>
          <p>
            To the extent the law allows, and subject to the reasonableness test of the Unfair Contract Terms Act 1977,
            the terms implied by sections 13 to 15 of the Sale of Goods Act 1979 are excluded, and we are not liable to
            a business customer for loss of profit, revenue, contracts or business, vehicle downtime or any indirect or
            consequential loss. Our total liability to a business customer for any claim is limited to the price paid
            for the vehicle, part or service concerned.
          </p>
        </>
      ),
    },
    {
      id: 'warranty',
      title: 'Warranty on vehicles and parts',
      body: (
        <>
          <p>
            Where we sell a vehicle with a warranty, its length and what it covers are stated in writing at the time of
            sale. Parts carry the coverage shown in our catalogue and on your invoice: 3 months, 6 months or up to 12
            months. This warranty is in addition to a consumer&rsquo;s legal rights.
          </p>
          <p>The warranty covers faults in materials or workmanship under normal use. It does not cover:</p>
          <ul>
            <li>
              normal wear and tear, or consumable items such as filters, bulbs, brake pads and clutch friction material;
            </li>
            <li>damage from accident, misuse, overloading, lack of maintenance or modifications by someone else;</li>
            <li>parts fitted incorrectly by someone other than us;</li>
            <li>labour costs for removing and refitting a part we did not fit, unless we agree in writing.</li>
          </ul>
          <p>
            To claim, contact us before any repair is carried out elsewhere, and return the part or bring the vehicle to
            us for inspection with your invoice.
          </p>
        </>
      ),
    },
    {
      id: 'repairs',
      title: 'Repairs, servicing and remapping',
      body: (
        <>
          <p>
            An estimate is our best guide to the cost; a quotation is a fixed price for the work described. We will not
            carry out work beyond the estimate or quotation without your agreement. Parts we replace are available for
            you to inspect or take away when you collect the vehicle, unless they are exchanged under a reconditioning
            scheme.
          </p>
          <p>
            Payment is due when the work is finished, before the vehicle is released. If a vehicle is not collected
            within 14 days of our telling you it is ready, we may charge a reasonable storage fee. ECU remapping is
            charged at a fixed fee per vehicle; you are responsible for telling your insurer about the change, and a
            remap may affect a manufacturer&rsquo;s warranty.
          </p>
        </>
      ),
    },
    {
      id: 'hire',
      title: 'Vehicle hire',
      body: (
        <>
          <p>
            Every hire is also governed by a written hire agreement, which you sign before the vehicle leaves us. In
            summary:
          </p>
          <ul>
            <li>Hire rates are quoted per day, week or month plus VAT, and every hire is subject to availability.</li>
            <li>A minimum hire period may apply; discounts are available for long-term hire.</li>
            <li>Insurance and routine maintenance are included unless the hire agreement says otherwise.</li>
            <li>
              Drivers must hold the correct licence category, a valid Driver CPC qualification and a tachograph card,
              and you are responsible for drivers&rsquo; hours, tachograph records and operator licence compliance.
            </li>
            <li>
              You are responsible for fuel, fines, tolls and charges incurred during the hire, and for damage beyond
              fair wear and tear up to the excess set out in the hire agreement.
            </li>
            <li>Driver training on the vehicle is available on request.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Our liability',
      body: (
        <p>
          Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence,
          for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded by law,
          including a consumer&rsquo;s statutory rights. We are not responsible for delays or failures caused by events
          outside our reasonable control.
        </p>
      ),
    },
    {
      id: 'complaints',
      title: 'Complaints',
      body: (
        <p>
          If something has gone wrong, please contact us on {call} or at {mail} and we will do our best to resolve it
          quickly. Our <Link to="/privacy-policy">Privacy Policy</Link> explains how we use personal data.
        </p>
      ),
    },
    {
      id: 'law',
      title: 'Governing law',
      body: (
        <p>
          These terms and any contract between us are governed by the law of England and Wales, and the courts of
          England and Wales have jurisdiction. If you are a consumer living in Scotland or Northern Ireland, you may
          also bring proceedings in the courts of your own country.
        </p>
      ),
    },
  ];

  return (
    <LegalPage
      title="Terms & Conditions"
      updated={TERMS_UPDATED}
      intro={
        <p>
          Please read these terms carefully before buying, hiring or booking work with {company}. They explain your
          rights and ours, and what happens if something goes wrong.
        </p>
      }
      sections={sections}
    />
  );
}
