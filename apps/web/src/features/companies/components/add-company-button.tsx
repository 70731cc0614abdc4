import { canAddCompany } from '@casecover/shared';
import AddBusiness from '@mui/icons-material/AddBusinessOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useSession } from '@/lib/use-session';
import { AddCompanyDialog } from './add-company-dialog';

/** "Add Company" for the Account Admin and the Super Admin; nothing for anyone else. */
export function AddCompanyButton() {
  const session = useSession();
  const [isOpen, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  if (!session || !canAddCompany(session.user.role)) return null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddBusiness />}
        onClick={() => {
          setFormKey((k) => k + 1);
          setOpen(true);
        }}
      >
        Add Company
      </Button>
      <AddCompanyDialog key={formKey} open={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
