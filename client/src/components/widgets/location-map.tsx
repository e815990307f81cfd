import { useTranslation } from 'react-i18next';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { OPENSTREETMAP_PROBE_URL, openStreetMapEmbedUrl, openStreetMapPage, type MapPoint } from './openstreetmap';
import { ThirdPartyFrame } from './third-party-frame';

interface LocationMapProps {
  /** Where the marker goes; while unknown (content loading or unavailable) only the fallback shows. */
  point: MapPoint | undefined;
  /** Names the map, e.g. "Map of our office". */
  title: string;
  height?: number | Partial<Record<'xs' | 'sm' | 'md', number>>;
}

/** An OpenStreetMap embed of one place, with a link to the full map when it cannot load. */
export function LocationMap({ point, title, height = { xs: 280, md: 360 } }: LocationMapProps) {
  const { t } = useTranslation('public');
  return (
    <ThirdPartyFrame
      title={title}
      src={openStreetMapEmbedUrl(point)}
      probeUrl={OPENSTREETMAP_PROBE_URL}
      reveal="load"
      height={height}
      icon={<MapOutlinedIcon />}
      message={t('widgets.map.unavailable')}
      newTabLabel={t('widgets.newTab')}
      providerUrl={openStreetMapPage(point)}
      providerLabel={t('widgets.map.open')}
    />
  );
}
