// The shop's one row of contact details: the contact page's head office, phone, emails, map link
// and support hours (translated).
import {
  FormFieldWrapper,
  Input,
  Page,
  PageBlock,
  PageLayout,
  PageTitle,
  Textarea,
  TranslatableFormFieldWrapper,
  api,
  toast,
  useDetailPage,
} from '@vendure/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Navigate, type AnyRoute } from '@tanstack/react-router';

import { SaveBar } from './content-form';
import { contactDetailsDocument, contactDetailsIdDocument, updateContactDetailsDocument } from './documents';

/** The nav entry: opens the detail page of the one row. */
export function ContactDetailsEntry() {
  const { data } = useQuery({ queryKey: ['shopContentContactDetailsId'], queryFn: () => api.query(contactDetailsIdDocument) });
  const id = data?.contactDetails?.id;
  if (!data) return null;
  if (!id) return <div className="p-6 text-sm text-muted-foreground">The contact details are not seeded yet.</div>;
  return <Navigate to="/shop-contact-details/$id" params={{ id }} replace />;
}

const TEXT_FIELDS = [
  ['companyName', 'Company name'],
  ['postcode', 'Postcode'],
  ['city', 'City'],
  ['countryCode', 'Country code (ISO, 2 letters)'],
  ['phone', 'Phone'],
  ['email', 'Customer service email'],
  ['pressEmail', 'Press email'],
  ['mapUrl', 'Map link'],
] as const;

export function ContactDetailsPage({ route }: Readonly<{ route: AnyRoute }>) {
  const params = route.useParams() as { id: string };
  const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
    pageId: 'shop-content-contact-details',
    queryDocument: contactDetailsDocument,
    updateDocument: updateContactDetailsDocument,
    setValuesForUpdate: (details) => ({
      id: details.id,
      companyName: details.companyName,
      streetLines: details.streetLines,
      postcode: details.postcode,
      city: details.city,
      countryCode: details.countryCode,
      phone: details.phone,
      email: details.email,
      pressEmail: details.pressEmail,
      mapUrl: details.mapUrl,
      reviewContactId: details.reviewContactId,
      translations: details.translations.map((translation) => ({
        id: translation.id,
        languageCode: translation.languageCode,
        hours: translation.hours,
      })),
    }),
    params: { id: params.id },
    onSuccess: () => {
      toast.success('Contact details updated');
      resetForm();
    },
    onError: (error) =>
      toast.error('The contact details were not saved', { description: error instanceof Error ? error.message : String(error) }),
  });

  return (
    <Page pageId="shop-content-contact-details" form={form} submitHandler={submitHandler} entity={entity}>
      <PageTitle>Contact details</PageTitle>
      <SaveBar creating={false} disabled={!form.formState.isDirty || !form.formState.isValid || isPending} />
      <PageLayout>
        <PageBlock column="main" blockId="head-office" title="Head office and contacts">
          <div className="flex flex-col gap-4">
            {TEXT_FIELDS.slice(0, 1).map(([name, label]) => (
              <FormFieldWrapper key={name} control={form.control} name={name} label={label} render={({ field }) => <Input {...field} />} />
            ))}
            <FormFieldWrapper
              control={form.control}
              name="streetLines"
              label="Street (one line per row)"
              render={({ field }) => (
                <Textarea
                  rows={2}
                  value={(field.value ?? []).join('\n')}
                  onChange={(event) => field.onChange(event.target.value.split('\n'))}
                  onBlur={field.onBlur}
                />
              )}
            />
            {TEXT_FIELDS.slice(1).map(([name, label]) => (
              <FormFieldWrapper key={name} control={form.control} name={name} label={label} render={({ field }) => <Input {...field} />} />
            ))}
          </div>
        </PageBlock>
        <PageBlock column="side" blockId="hours" title="Support hours (in the language chosen above)">
          <TranslatableFormFieldWrapper control={form.control} name="hours" label="Hours" render={({ field }) => <Input {...field} />} />
        </PageBlock>
      </PageLayout>
    </Page>
  );
}
