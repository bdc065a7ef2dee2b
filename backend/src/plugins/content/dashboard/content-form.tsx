// Pieces the content pages share: the save button (only for staff with the permission) and the
// key, which is set once and then shown read-only (the storefront and the seed find content by it).
import { ActionBarItem, Button, FormFieldWrapper, Input, PageActionBar } from '@vendure/dashboard';
import type { Control, FieldValues } from 'react-hook-form';

const UPDATE_PERMISSION = 'UpdateShopContent';
export const CREATE_PERMISSION = 'CreateShopContent';

export function SaveBar({ creating, disabled }: Readonly<{ creating: boolean; disabled: boolean }>) {
  return (
    <PageActionBar>
      <ActionBarItem itemId="save-button" requiresPermission={[creating ? CREATE_PERMISSION : UPDATE_PERMISSION]}>
        <Button type="submit" disabled={disabled}>
          {creating ? 'Create' : 'Update'}
        </Button>
      </ActionBarItem>
    </PageActionBar>
  );
}

export function KeyField<T extends FieldValues>({
  control,
  creating,
  value,
}: Readonly<{ control: Control<T>; creating: boolean; value: string | undefined }>) {
  if (!creating) {
    return (
      <div className="space-y-2">
        <div className="text-sm font-medium">Key</div>
        <div className="font-mono text-sm text-muted-foreground">{value}</div>
      </div>
    );
  }
  return (
    <FormFieldWrapper
      control={control}
      name={'key' as never}
      label="Key"
      description="Letters, digits, hyphens or underscores; it cannot be changed later."
      render={({ field }) => <Input {...field} />}
    />
  );
}
