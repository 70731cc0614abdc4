import type { CompanyDetail } from '@casecover/shared';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '@/components/detail-list';
import { paths } from '@/config/paths';
import { fileUrl } from '@/config/services';
import { CompanyCms } from './company-cms';
import { CompanyServices } from './company-services';
import { CompanyTeams } from './company-teams';

type TabKey = 'teams' | 'services' | 'cms';

const SIZE_LABELS: Record<CompanyDetail['size'], string> = { small: 'Small', medium: 'Medium', large: 'Large' };

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

function CompanyLogo({ company }: { company: CompanyDetail }) {
  const [failed, setFailed] = useState(false);
  const src = company.logo && !failed ? fileUrl(company.logo) : undefined;
  return (
    <Avatar
      variant="rounded"
      src={src}
      alt={src ? `${company.name} logo` : undefined}
      slotProps={{ img: { onError: () => setFailed(true) } }}
      sx={{ width: 72, height: 72, fontSize: '1.5rem', fontWeight: 700, bgcolor: 'primary.main' }}
    >
      {company.name.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}

/** Company details: breadcrumb, header, then Teams (always) and Services and CMS (clinical companies). */
export function CompanyDetailView({ company }: { company: CompanyDetail }) {
  const isClinical = company.type === 'clinical';
  const [tab, setTab] = useState<TabKey>('teams');
  const current: TabKey = isClinical ? tab : 'teams';

  return (
    <>
      <Breadcrumbs separator={<NavigateNext fontSize="small" />} aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.companies} underline="hover" color="inherit">
          Companies
        </Link>
        <Typography color="text.primary" noWrap sx={{ maxWidth: { xs: 200, sm: 480 } }}>
          {company.name}
        </Typography>
      </Breadcrumbs>

      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2.5 }}>
            <CompanyLogo company={company} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="h1" sx={{ wordBreak: 'break-word' }}>
                {company.name}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                <Chip size="small" label={`${SIZE_LABELS[company.size]} company`} />
                <Chip size="small" variant="outlined" label={isClinical ? 'Clinical' : 'Other'} />
              </Box>
            </Box>
          </Box>
          <DetailList
            items={[
              {
                label: 'Phone',
                value: company.phone ? (
                  <Link href={`tel:${company.phone}`} underline="hover">
                    {company.phone}
                  </Link>
                ) : null,
              },
              {
                label: 'Email',
                value: company.email ? (
                  <Link href={`mailto:${company.email}`} underline="hover">
                    {company.email}
                  </Link>
                ) : null,
              },
              { label: 'Address', value: company.address },
              {
                label: 'Website',
                value: company.website ? (
                  <Link href={websiteHref(company.website)} target="_blank" rel="noopener noreferrer" underline="hover">
                    {company.website}
                  </Link>
                ) : null,
              },
            ]}
          />
        </CardContent>
      </Card>

      <Card variant="outlined">
        <Tabs
          value={current}
          onChange={(_event, value: TabKey) => setTab(value)}
          aria-label="Company sections"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 } }}
        >
          <Tab value="teams" label="Teams" id="company-tab-teams" aria-controls="company-panel" />
          {isClinical ? (
            <Tab value="services" label="Services" id="company-tab-services" aria-controls="company-panel" />
          ) : null}
          {isClinical ? <Tab value="cms" label="CMS" id="company-tab-cms" aria-controls="company-panel" /> : null}
        </Tabs>
        <Box role="tabpanel" id="company-panel" aria-labelledby={`company-tab-${current}`} sx={{ p: { xs: 2, sm: 3 } }}>
          {current === 'teams' ? <CompanyTeams companyId={company._id} /> : null}
          {current === 'services' ? <CompanyServices companyId={company._id} /> : null}
          {current === 'cms' ? <CompanyCms companyId={company._id} /> : null}
        </Box>
      </Card>
    </>
  );
}
