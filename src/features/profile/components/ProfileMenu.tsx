import { useLingui } from '@lingui/react/macro'
import { useViewer } from '../../auth/queries'
import { Menu, MenuLink } from './MenuRow'
import { SyncRow } from './SyncRow'
import { InstallRow } from './InstallRow'
import { DocIcon, DownloadsIcon, GaugeIcon, GlobeIcon, HelpIcon, InfoIcon, MoonIcon, ShieldIcon, TicketIcon } from './RowIcons'

export function ProfileMenu() {
  const { t } = useLingui()
  const user = useViewer()
  const faq = t`FAQ`
  const terms = t`Terms and conditions`
  const privacy = t`Privacy policy`
  const about = t`About us`
  return (
    <>
      <Menu label={t`Account`}>
        <MenuLink to="/downloads" icon={<DownloadsIcon />} label={t`Downloads`} />
        <MenuLink to="/redeem" icon={<TicketIcon />} label={t`Enter code`} />
        <MenuLink to="/language" icon={<GlobeIcon />} label={t`Language`} />
        <MenuLink to="/theme-mode" icon={<MoonIcon />} label={t`Theme mode`} />
        <MenuLink to="/data-saver" icon={<GaugeIcon />} label={t`Data saver`} />
        <InstallRow />
        {user && <SyncRow />}
      </Menu>
      <Menu label={t`Help and legal`}>
        <MenuLink to="/article-details" search={{ type: 'faq', title: faq }} icon={<HelpIcon />} label={faq} />
        <MenuLink to="/article-details" search={{ type: 'terms_and_conditions', title: terms }} icon={<DocIcon />} label={terms} />
        <MenuLink to="/article-details" search={{ type: 'privacy_policy', title: privacy }} icon={<ShieldIcon />} label={privacy} />
        <MenuLink to="/article-details" search={{ type: 'about_us', title: about }} icon={<InfoIcon />} label={about} />
      </Menu>
    </>
  )
}
