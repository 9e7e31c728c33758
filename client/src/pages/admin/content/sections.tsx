import {
  ActionIcon,
  Button,
  Group,
  Input,
  Paper,
  Rating,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FieldArray, useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';
import { CONTENT_LIMITS, type SiteSectionName } from '@dealer/schema';
import { ImageInput } from '../../../components/admin/ImageInput';
import { ColoursFields } from './ColoursFields';
import { EMPTY_SERVICE, SECTION_LABELS, type ContentValues } from './contentForm';
import { LimitedText, PlainText, useFieldError } from './fields';

const L = CONTENT_LIMITS;

/** Star ratings, 1 to 5 (back-office spec). */
const RATINGS = ['1', '2', '3', '4', '5'];

/** Tells the page which picture fields are uploading, so it does not save half-way through. */
export type UploadingChange = (field: string, uploading: boolean) => void;

function SectionHeading({ section, children }: { section: SiteSectionName; children: ReactNode }) {
  return (
    <div>
      <Title order={2} size="h3">
        {SECTION_LABELS[section]}
      </Title>
      <Text c="dimmed" size="sm">
        {children}
      </Text>
    </div>
  );
}

function ImageField({
  name,
  label,
  description,
  onUploadingChange,
}: {
  name: string;
  label: string;
  description?: string;
  onUploadingChange: UploadingChange;
}) {
  const { getFieldProps, setFieldValue, setFieldTouched } = useFormikContext<ContentValues>();
  const value = getFieldProps<string>(name).value ?? '';
  return (
    <ImageInput
      label={label}
      value={value}
      description={description}
      error={useFieldError(name)}
      onChange={(url) => {
        void setFieldValue(name, url);
        void setFieldTouched(name, true, false);
      }}
      onUploadingChange={(uploading) => onUploadingChange(name, uploading)}
    />
  );
}

function HeroFields({ onUploadingChange }: { onUploadingChange: UploadingChange }) {
  const { values, setFieldValue } = useFormikContext<ContentValues>();
  return (
    <Stack gap="md">
      <SectionHeading section="hero">The big banner at the top of the home page.</SectionHeading>
      <LimitedText name="hero.title" label="Title" max={L.hero.title} />
      <LimitedText name="hero.subtitle" label="Subtitle" max={L.hero.subtitle} />
      <LimitedText name="hero.description" label="Description" max={L.hero.description} multiline />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <LimitedText name="hero.ctaText" label="Primary Button Text" max={L.hero.ctaText} />
        <LimitedText name="hero.ctaSecondaryText" label="Secondary Button Text" max={L.hero.ctaSecondaryText} />
      </SimpleGrid>
      <ImageField
        name="hero.backgroundImage"
        label="Background Image"
        description="Recommended 1920x800 or larger"
        onUploadingChange={onUploadingChange}
      />
      {/* The overlay only means something over a picture (back-office spec, states). */}
      {values.hero.backgroundImage && (
        <Switch
          label="Dark overlay"
          description="Darkens the background image so the text stays readable"
          checked={values.hero.darkOverlay}
          onChange={(event) => void setFieldValue('hero.darkOverlay', event.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}

function HeroImagesFields({ onUploadingChange }: { onUploadingChange: UploadingChange }) {
  const pages = [
    { key: 'contactPage', label: 'Contact Page', where: 'Top of /contact' },
    { key: 'repairsPage', label: 'Repairs Page', where: 'Top of /repairs' },
    { key: 'partsPage', label: 'Parts Page', where: 'Top of /parts-supply and /parts' },
    { key: 'aboutPage', label: 'About Page', where: 'Top of /about' },
  ];
  return (
    <Stack gap="lg">
      <SectionHeading section="heroImages">The banner picture at the top of other pages. Empty shows the standard picture.</SectionHeading>
      {pages.map((page) => (
        <ImageField
          key={page.key}
          name={`heroImages.${page.key}`}
          label={page.label}
          description={page.where}
          onUploadingChange={onUploadingChange}
        />
      ))}
    </Stack>
  );
}

function ServicesFields() {
  const { values } = useFormikContext<ContentValues>();
  const items = values.services.services;
  const listError = useFieldError('services.services');
  return (
    <Stack gap="md">
      <SectionHeading section="services">The services band on the home page.</SectionHeading>
      <LimitedText name="services.title" label="Section Title" max={L.services.title} />
      <LimitedText name="services.subtitle" label="Section Subtitle" max={L.services.subtitle} multiline />
      <FieldArray name="services.services">
        {({ push, remove }) => (
          <Stack gap="sm">
            <Group justify="space-between" align="center">
              <Text fw={700}>Services ({items.length})</Text>
            </Group>
            {items.length === 0 && (
              <Text c="dimmed" size="sm">
                No services yet: the home page shows the standard list.
              </Text>
            )}
            {items.map((_item, index) => (
              <Paper key={index} withBorder p="md" radius="md" component="fieldset" m={0} aria-label={`Service ${index + 1}`}>
                <Group justify="space-between" align="center" mb="xs">
                  <Text fw={600} size="sm">
                    Service {index + 1}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove service ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
                <Stack gap="sm">
                  <LimitedText name={`services.services.${index}.title`} label="Service Title" max={L.services.serviceTitle} />
                  <LimitedText
                    name={`services.services.${index}.description`}
                    label="Service Description"
                    max={L.services.serviceDescription}
                    multiline
                  />
                </Stack>
              </Paper>
            ))}
            {listError && (
              <Text c="red.9" size="sm">
                {listError}
              </Text>
            )}
            <Button
              variant="light"
              color="accent"
              w="fit-content"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => push({ ...EMPTY_SERVICE })}
              disabled={items.length >= L.services.items}
            >
              Add Service
            </Button>
          </Stack>
        )}
      </FieldArray>
    </Stack>
  );
}

function ContactFields() {
  return (
    <Stack gap="md">
      <SectionHeading section="contact">Shown in the header, the footer and on the contact page; enquiries are mailed to the email address.</SectionHeading>
      <LimitedText name="contact.company_name" label="Company Name" max={L.contact.company_name} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <LimitedText name="contact.office_phone" label="Office Phone" max={L.contact.phone} type="tel" />
        <LimitedText name="contact.mobile_phone" label="Mobile Phone" max={L.contact.phone} type="tel" />
      </SimpleGrid>
      <PlainText name="contact.email" label="Email" type="email" />
      <LimitedText name="contact.address" label="Address" max={L.contact.address} multiline />
    </Stack>
  );
}

function TestimonialFields() {
  const { values, setFieldValue } = useFormikContext<ContentValues>();
  const ratingLabel = useId();
  return (
    <Stack gap="md">
      <SectionHeading section="testimonial">The customer quote shown first on the home page.</SectionHeading>
      <LimitedText name="testimonial.text" label="Testimonial Text" max={L.testimonial.text} multiline />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <LimitedText name="testimonial.author" label="Customer Name" max={L.testimonial.author} />
        <LimitedText name="testimonial.source" label="Source" max={L.testimonial.source} />
      </SimpleGrid>
      <Input.Wrapper label="Rating" labelElement="div" id={ratingLabel} error={useFieldError('testimonial.rating')}>
        {/* Radio buttons rather than clickable stars: the arrow keys choose, as in any radio group. */}
        <Group gap="md" mt={4}>
          <SegmentedControl
            aria-labelledby={`${ratingLabel}-label`}
            data={RATINGS}
            value={String(values.testimonial.rating)}
            onChange={(rating) => void setFieldValue('testimonial.rating', Number(rating))}
            color="accent"
          />
          <Rating value={values.testimonial.rating} readOnly color="accent" role="img" aria-label={`${values.testimonial.rating} out of 5 stars`} />
        </Group>
      </Input.Wrapper>
    </Stack>
  );
}

/** The fields of one section. */
export function SectionFields({ section, onUploadingChange }: { section: SiteSectionName; onUploadingChange: UploadingChange }) {
  switch (section) {
    case 'hero':
      return <HeroFields onUploadingChange={onUploadingChange} />;
    case 'heroImages':
      return <HeroImagesFields onUploadingChange={onUploadingChange} />;
    case 'services':
      return <ServicesFields />;
    case 'contact':
      return <ContactFields />;
    case 'colours':
      return <ColoursFields />;
    case 'testimonial':
      return <TestimonialFields />;
  }
}
