import { useTranslation } from 'react-i18next';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { PageTitle } from '../../components/page-title';
import { ServicePage } from '../../features/public-site/components/service-page';

export function RealEstatePage() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageTitle title={t('services.realEstate.meta.title')} description={t('services.realEstate.meta.description')} />
      <ServicePage
        service="realEstate"
        icon={<ApartmentOutlinedIcon />}
        itemIcons={[
          <HomeWorkOutlinedIcon key="1" />,
          <BusinessOutlinedIcon key="2" />,
          <StorefrontOutlinedIcon key="3" />,
          <ConstructionOutlinedIcon key="4" />,
        ]}
      />
    </>
  );
}
