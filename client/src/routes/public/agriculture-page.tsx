import { useTranslation } from 'react-i18next';
import AgricultureOutlinedIcon from '@mui/icons-material/AgricultureOutlined';
import ForestOutlinedIcon from '@mui/icons-material/ForestOutlined';
import GrassOutlinedIcon from '@mui/icons-material/GrassOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import WaterDropOutlinedIcon from '@mui/icons-material/WaterDropOutlined';
import { PageTitle } from '../../components/page-title';
import { ServicePage } from '../../features/public-site/components/service-page';

export function AgriculturePage() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageTitle title={t('services.agriculture.meta.title')} description={t('services.agriculture.meta.description')} />
      <ServicePage
        service="agriculture"
        icon={<AgricultureOutlinedIcon />}
        itemIcons={[<GrassOutlinedIcon key="1" />, <ForestOutlinedIcon key="2" />, <LocalShippingOutlinedIcon key="3" />, <WaterDropOutlinedIcon key="4" />]}
      />
    </>
  );
}
