import { useTranslation } from 'react-i18next';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import CurrencyBitcoinIcon from '@mui/icons-material/CurrencyBitcoin';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { PageTitle } from '../../components/page-title';
import { ServicePage } from '../../features/public-site/components/service-page';

export function CryptocurrencyPage() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageTitle title={t('services.cryptocurrency.meta.title')} description={t('services.cryptocurrency.meta.description')} />
      <ServicePage
        service="cryptocurrency"
        icon={<CurrencyBitcoinIcon />}
        itemIcons={[<CurrencyBitcoinIcon key="1" />, <HubOutlinedIcon key="2" />, <AccountBalanceWalletOutlinedIcon key="3" />, <ShieldOutlinedIcon key="4" />]}
      />
    </>
  );
}
