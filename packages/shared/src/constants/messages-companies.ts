/**
 * The Companies screens' texts (invite, add, teams, services, CMS labels), part of MSG: read them as
 * `MSG.companyInvite`, `MSG.companyAdd`, `MSG.teams`, `MSG.companyServices`, `MSG.cms`.
 */
export const COMPANY_MSG = {
  /** A company's services (Company details, Services tab: spec part 2 §2, §5, §8). */
  companyServices: {
    nameRequired: '* Please enter a Service name.',
    nameLength: '* Service Name should not exceed 100 characters.',
    typeRequired: '* Please select a service type',
    typeNameRequired: '* Please enter a service type name.',
    typeNameLength: '* Service type should not exceed 50 characters.',
    typeTaken: 'This company already has that service type.',
    typeNotFound: '* Please select a service type again',
    divisionNotFound: '* Please select a division again',
    nameTaken: 'This company already has a service with this name.',
    added: 'Service added successfully',
    updated: 'Service updated successfully.',
    deleted: 'Service deleted successfully.',
    typeAdded: 'Service type added.',
    deleteConfirm: 'Are you sure you want to delete this Service? Your action cannot be undone',
    notFound: 'Service not found',
    adminOnly: 'Only the company\u2019s admins and the Super Admin can change its services and labels.',
    empty: 'No services found',
    loadFailed: 'We could not load the services.',
  },
  /** A company's labels for the optional task fields (CMS tab: spec part 2 §2, §3, §5, §8). */
  cms: {
    updated: 'CMS updated successfully.',
    labelRequired: (field: string) => `* Please enter a label for ${field}, or turn it off.`,
    labelLength: (field: string, max: number) => `* The ${field} label should not exceed ${max} characters.`,
    entriesInvalid: 'Send the three entries: Patient Name, Case Number and Patient Survey.',
  },
  /** Add Company (spec part 2 §2, §5, §8) and its code check. */
  companyAdd: {
    nameRequired: '* Please enter company name',
    nameLength: '* Company name should not exceed 50 characters',
    codeLength: '* Company code should not exceed 4 characters',
    codeChars: '* Company code can have letters and digits only',
    codeTaken: 'This company code is already taken. Choose another one.',
    addressLength: '* Address should not exceed 100 characters',
    website: '* Enter valid website url',
    emailRequired: '* Please enter email',
    emailFormat: '* Please enter valid email format',
    emailLength: 'Email length should be less than 100 character',
    phoneFormat: '* Please enter the valid phone number e.g.: 800-555-5555',
    sizeRequired: '*Please select the company size',
    typeInvalid: 'Please select the company type',
    descriptionLength: 'Description length should be less than 256 character',
    billingType: 'Please select a valid billing type',
    price: 'Please enter the valid price. e.g: $2,500',
    trialStart: 'Please enter a valid trial start date',
    trialEnd: 'Please enter a valid trial end date',
    trialOrder: 'The trial should end after it starts',
    logoType: '* Upload valid image',
    logoSize: 'The logo must be 2 MB or smaller.',
    added: 'Company details added successfully',
    network: 'Something went wrong, Please try again later',
    adminOnly: 'Only an Account Admin or the Super Admin can add a company.',
    codeFree: 'This company code is free.',
  },
  /** The Teams tab's tree editor (company units and who answers for each). */
  teams: {
    nameRequired: '* Please enter a name',
    nameLength: 'The name can be at most 100 characters long',
    nameTaken: (level: string, name: string) =>
      `${/^[aeiou]/i.test(level) ? 'An' : 'A'} ${level} named "${name}" already exists there.`,
    editorsOnly: 'Only the company\u2019s admin can change its teams.',
    unitNotFound: 'That unit was not found in this company.',
    parentNotFound: 'The unit to place it under was not found in this company.',
    personNotFound: 'That person was not found in this company.',
    noChildLevel: (level: string) => `${/^[aeiou]/i.test(level) ? 'An' : 'A'} ${level} has no units below it.`,
    wrongParent: (level: string, parentLevel: string) =>
      `${/^[aeiou]/i.test(level) ? 'An' : 'A'} ${level} can only be placed under ${/^[aeiou]/i.test(parentLevel) ? 'an' : 'a'} ${parentLevel}.`,
    topLevel: (level: string) =>
      `${/^[aeiou]/i.test(level) ? 'An' : 'A'} ${level} is at the top level; it cannot be moved under another unit.`,
    noChanges: 'No changes detected',
    notPlaced: 'A company admin answers for the whole company and is not placed in a unit.',
    wrongUnitForRole: (role: string, levels: string) =>
      `A ${role} can only be placed in ${/^[aeiou]/i.test(levels) ? 'an' : 'a'} ${levels}.`,
    alreadyThere: (name: string, unit: string) => `${name} is already in ${unit}.`,
    hasPeople: (level: string, people: number) =>
      `This ${level} has ${people} ${people === 1 ? 'person' : 'people'} in it or below it. Move ${
        people === 1 ? 'that person' : 'them'
      } to another unit first.`,
    hasBookings: (level: string, tasks: number, services: number) =>
      `This ${level} has ${[
        tasks ? `${tasks} ${tasks === 1 ? 'task' : 'tasks'}` : '',
        services ? `${services} ${services === 1 ? 'service' : 'services'}` : '',
      ]
        .filter(Boolean)
        .join(' and ')} booked to it; it cannot be removed.`,
    added: (level: string, name: string) => `${level} "${name}" added.`,
    renamed: 'Unit renamed.',
    moved: 'Unit moved.',
    updated: 'Unit updated.',
    removed: (name: string) => `"${name}" removed.`,
    assigned: (name: string, unit: string) => `${name} now answers for ${unit}.`,
    removeConfirm: 'The unit will be removed from the company\u2019s teams. This cannot be undone.',
    pickPerson: '* Please choose a person',
    pickUnit: '* Please choose a unit',
    noPeople: 'Nobody in this company can be placed in this unit yet.',
    noUnitsEditor: (level: string) => `Add the first ${level.toLowerCase()} with Add ${level}.`,
  },
  /** Invite Company (spec part 2 §5) and the hospital's invitations. */
  companyInvite: {
    companyRequired: '* Please select a company',
    firstNameRequired: '* Please enter First Name',
    lastNameRequired: '* Please enter Last Name',
    nameChars: '* Special characters are not allowed',
    firstNameLength: '* First Name should be min 2 and max 50 character',
    lastNameLength: '* Last Name should be min 2 and max 50 character',
    emailRequired: '* Enter Email id',
    emailFormat: '* Please enter a valid Email id',
    emailLength: 'Email length should be less than 100 character',
    phoneFormat: '* Please enter the valid phone number e.g.: 800-555-5555',
    divisionRequired: '* Please Select division',
    divisionLength: '* Division name should not exceed 100 characters',
    companyNameLength: '* Company name should not exceed 50 characters',
    hospitalOnly: 'Only hospital users can invite a company. A Super Admin switches into the hospital first.',
    alreadyLinked: 'This company already works with your hospital.',
    nameTaken: 'A company with this name is already on CaseCover. Choose it from the list to invite it.',
    emailTaken:
      'This email address is already used by a CaseCover user. Ask the person for another address, or invite their company from the list.',
    existingSent: 'The company now works with your hospital and its admin has been told.',
    newSent: 'Invitation sent. The company admin has 7 days to sign up through the emailed link.',
    resent: 'Invitation sent again with a new link. The previous link no longer works.',
    withdrawn: 'Invitation withdrawn. Its link no longer works.',
    notPending: 'Only an invitation that is still waiting for its sign-up can be resent or withdrawn.',
    notFound: 'Invitation not found',
    empty: 'No invitations yet. Invite a company to see it here.',
    withdrawConfirm:
      'Withdraw this invitation? Its sign-up link stops working and the company no longer works with your hospital.',
  },
} as const;
