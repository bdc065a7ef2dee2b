export {
  PersonalInformationForm,
  type PersonalInformationErrors,
  type PersonalInformationField,
  type PersonalInformationFormProps,
  type PersonalInformationLabels,
  type PersonalInformationValues,
} from './personal-information-form';
export {
  personalInformationLegendClassName,
  personalInformationPairClassName,
  personalInformationSectionClassName,
  personalInformationStreetRowClassName,
} from './personal-information-form.variants';
