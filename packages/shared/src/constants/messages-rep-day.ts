/** The texts of a rep's day and of the managers' offers screen, part of MSG: read them as `MSG.repDay`. */
export const REP_DAY_MSG = {
  repDay: {
    repsOnly: 'Today and Offers are lists of a Sales Rep’s own tasks',
    noToday: 'No tasks today. New offers show under Offers.',
    noOffers: 'No open offers. When a manager offers you a task it shows here.',
    loadFailed: 'Could not load your day. Check your connection and try again.',
    declineReasonRequired: 'Please say why you decline',
    managersOnly: 'Only a division, area or region manager or the company admin can reassign offers',
    notPlaced: 'You are not placed in a division, area or region yet. Ask your company admin to place you.',
    notAnOffer: 'Only an open offer can be reassigned; this task is no longer pending',
    offerOutsideTeam: 'This offer is with a rep outside your part of the company',
    repOutsideTeam: 'That rep is outside your part of the company',
    sameRep: 'The offer is already with that rep',
    noteRequired: 'Please add a note for the reps',
    noteTooLong: 'Please keep the note under 500 characters',
    reassigned: 'Offer reassigned',
    noTeamOffers: 'No open offers in your part of the company.',
    teamLoadFailed: 'Could not load the offers. Check your connection and try again.',
  },
} as const;
