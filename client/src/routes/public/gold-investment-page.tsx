import { useTranslation } from 'react-i18next';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import ShowChartOutlinedIcon from '@mui/icons-material/ShowChartOutlined';
import TollOutlinedIcon from '@mui/icons-material/TollOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { PageTitle } from '../../components/page-title';
import { ServicePage } from '../../features/public-site/components/service-page';

export function GoldInvestmentPage() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageTitle title={t('services.goldInvestment.meta.title')} description={t('services.goldInvestment.meta.description')} />
      <ServicePage
        service="goldInvestment"
        icon={<TollOutlinedIcon />}
        itemIcons={[<WorkspacePremiumOutlinedIcon key="1" />, <LockOutlinedIcon key="2" />, <ShowChartOutlinedIcon key="3" />, <ShieldOutlinedIcon key="4" />]}
      />
    </>
  );
}
