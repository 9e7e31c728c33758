import { Select, Stack, Text, type SelectProps } from '@mantine/core';
import { roleDescription, roleSelectData } from './roles';

/** The role select of the user forms: each option says what the role may do. */
export function RoleSelect({
  includeCustomer = false,
  ...props
}: Omit<SelectProps, 'data' | 'renderOption'> & { includeCustomer?: boolean }) {
  return (
    <Select
      label="Role"
      allowDeselect={false}
      data={roleSelectData(includeCustomer)}
      description={props.value ? roleDescription(props.value) : undefined}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed">
            {roleDescription(option.value)}
          </Text>
        </Stack>
      )}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
