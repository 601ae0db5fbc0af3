// The contract schemas of the owner screens' answers, in a chunk of their own with zod (decision 070). Nothing imports
// this module statically: a read's answer is checked against its schema in idle time after the screen has it
// (`checkedLater`), a write's is parsed before it is used (`answerSchema`), both loading this chunk on first use. So no
// owner screen's first load downloads or evaluates zod.
export {
  calendarFeedCreated,
  calendarFeedStatus,
  calendarResponse,
  commissionResponse,
  contactMailResponse,
  furnishingInvoicesResponse,
  maintenanceInvoicesResponse,
  notificationContent,
  notificationsResponse,
  occupancyResponse,
  okResponse,
  ownerBankDetailsResponse,
  ownerDocumentResponse,
  ownerDocumentsResponse,
  ownerStay,
  ownerSurveyResponse,
  payoutsResponse,
  propertiesResponse,
  propertyResponse,
  propertySummaryResponse,
  reauthenticateResponse,
  reservationsResponse,
  saveSurveyResponse,
  statementResponse,
  statementsListResponse,
  statisticsResponse,
  unreadCountResponse,
  utilitiesResponse,
} from '@portal/contract';
