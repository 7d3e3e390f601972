import type { TFooterPageData } from '../../../shared/chrome/footer-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { FooterLinkList } from './footer-link.tsx'

/** Company, contact, and airline tickets, or "more" when the brand has no airline-ticket links. */
export function LinkGroups({ data }: { data: TFooterPageData }) {
  const { t } = useTranslation()
  const airline = data.airlineTicketsLinks.length > 0
  const groups = [
    { id: 'company', title: t('footer.groups.company'), links: data.companyLinks },
    { id: 'contact', title: t('footer.groups.contact'), links: data.contactLinks },
    airline
      ? { id: 'airline', title: t('footer.groups.airlineTickets'), links: data.airlineTicketsLinks }
      : { id: 'more', title: t('footer.groups.more'), links: data.moreLinks },
  ]
  return (
    <div className="fw-footer-groups">
      {groups.map((group) => (
        <section key={group.id} className="fw-footer-group" aria-labelledby={`fw-footer-${group.id}`}>
          <h2 id={`fw-footer-${group.id}`} className="fw-footer-heading">
            {group.title}
          </h2>
          <FooterLinkList links={group.links} />
        </section>
      ))}
    </div>
  )
}
