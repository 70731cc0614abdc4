import PersonAdd from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDepartmentList } from '@/lib/lookups/get-department-list';
import { AddUserDialog } from './add-user-dialog';

/** The Account Admin's Add User button and its dialog. */
export function AddUserButton() {
  const departments = useDepartmentList();
  const [isOpen, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<PersonAdd />}
        onClick={() => {
          setFormKey((k) => k + 1);
          setOpen(true);
        }}
      >
        Add User
      </Button>
      <AddUserDialog key={formKey} open={isOpen} departments={departments.data ?? []} onClose={() => setOpen(false)} />
    </>
  );
}
