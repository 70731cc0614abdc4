/** The Reports screen's texts (spec part 2 §2, §5, §8), part of MSG: read them as `MSG.reports`. */
export const REPORT_MSG = {
  reports: {
    title: 'Reports',
    noChartData: 'No data found',
    noTableData: 'No data Found',
    failed: 'Something went wrong',
    futureDates: 'The date range cannot include future dates',
    rangeTooLong: 'The date range can be at most one year',
    startRequired: 'Please choose a start date',
    endRequired: 'Please choose an end date',
    endBeforeStart: 'The end date must be on or after the start date',
    pickCompany: 'Please choose a company',
    companyNotFound: 'That company is not one you can report on',
    accountNotFound: 'That account is not one you can report on',
    departmentNotFound: 'That department is not one you can report on',
    unitNotFound: 'That part of the company is not one you can report on',
    levelNeedsUnit: 'Please choose a division, area, region or territory',
    notForReps: 'Reports are not available to Sales Reps',
    downloadReport: 'Download Report',
    salesReps: 'Sales Reps',
    noSalesReps: 'No sales reps on this account in the range',
  },
} as const;
