export {
  PersonalInformationForm,
  type PersonalInformationErrors,
  type PersonalInformationField,
  type PersonalInformationFormProps,
  type PersonalInformationValues,
} from './personal-information-form';
export {
  personalInformationLegendClassName,
  personalInformationSectionClassName,
  personalInformationStreetRowClassName,
} from './personal-information-form.variants';
