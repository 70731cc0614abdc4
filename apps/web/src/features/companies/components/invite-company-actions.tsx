import MailOutline from '@mui/icons-material/MailOutlineOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { InvitationsDialog } from './invitations-dialog';
import { InviteCompanyDialog } from './invite-company-dialog';

/** The Companies header's Invite Company and Invitations buttons, for hospital users. */
export function InviteCompanyActions() {
  const [inviteKey, setInviteKey] = useState(0);
  const [isInviteOpen, setInviteOpen] = useState(false);
  const [isListOpen, setListOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<MailOutline />} onClick={() => setListOpen(true)}>
        Invitations
      </Button>
      <Button
        variant="contained"
        startIcon={<PersonAddAlt />}
        onClick={() => {
          setInviteKey((k) => k + 1);
          setInviteOpen(true);
        }}
      >
        Invite Company
      </Button>
      <InviteCompanyDialog key={inviteKey} open={isInviteOpen} onClose={() => setInviteOpen(false)} />
      <InvitationsDialog open={isListOpen} onClose={() => setListOpen(false)} />
    </>
  );
}
