/** The Book a Service form's service types: the value sent as the enquiry's service, and its label. */
export const SERVICE_TYPES = [
  { value: 'engine', label: 'Engine Diagnostics & Repair' },
  { value: 'transmission', label: 'Transmission Services' },
  { value: 'brakes', label: 'Brake System Maintenance' },
  { value: 'electrical', label: 'Electrical System Repair' },
  { value: 'mot', label: 'MOT Testing & Preparation' },
  { value: 'maintenance', label: 'Preventive Maintenance' },
  { value: 'remapping', label: 'ECU Remapping & Tuning' },
  { value: 'parts', label: 'Parts Sales & Supply' },
  { value: 'bespoke', label: 'Bespoke / Custom Work' },
  { value: 'breaking', label: 'Vehicle Breaking' },
  { value: 'emergency', label: 'Emergency Repair' },
] as const;

export type ServiceType = (typeof SERVICE_TYPES)[number]['value'];

export function serviceTypeLabel(value: string): string {
  return SERVICE_TYPES.find((type) => type.value === value)?.label ?? value;
}

/** The booking's message: the registration always, the chosen service, then what the visitor wrote. */
export function bookingMessage({
  registration,
  serviceType,
  message,
}: {
  registration: string;
  serviceType: string;
  message: string;
}): string {
  return [
    `Vehicle registration: ${registration.trim().toUpperCase() || 'not given'}`,
    serviceType ? `Service type: ${serviceTypeLabel(serviceType)}` : null,
    message.trim() || null,
  ]
    .filter(Boolean)
    .join('\n\n');
}
