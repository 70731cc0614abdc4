import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';

export interface SettingsSection {
  id: string;
  label: string;
  icon: ReactNode;
}

/** Account Settings: a section list beside the content, tabs above it on phones. */
export function SettingsLayout({
  sections,
  current,
  onSelect,
  children,
}: {
  sections: SettingsSection[];
  current: string;
  onSelect: (id: string) => void;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'flex-start' }}>
      <Paper
        variant="outlined"
        component="nav"
        aria-label="Settings sections"
        sx={{ display: { xs: 'none', md: 'block' }, width: 260, flexShrink: 0, p: 1 }}
      >
        <List disablePadding>
          {sections.map((section) => (
            <ListItem key={section.id} disablePadding>
              <ListItemButton
                selected={section.id === current}
                aria-current={section.id === current ? 'page' : undefined}
                onClick={() => onSelect(section.id)}
              >
                <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>{section.icon}</ListItemIcon>
                <ListItemText primary={section.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Box sx={{ display: { xs: 'block', md: 'none' }, width: '100%', borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={current}
          onChange={(_event, id: string) => onSelect(id)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Settings sections"
        >
          {sections.map((section) => (
            <Tab key={section.id} value={section.id} label={section.label} />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>{children}</Box>
    </Box>
  );
}
