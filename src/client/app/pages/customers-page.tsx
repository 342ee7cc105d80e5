import { ManageLinksDialog } from '../../features/customer-links/components/manage-links-dialog.tsx'
import { CustomersPage } from '../../features/customers/pages/customers-page.tsx'

/** The team's Customers page, whose cards open the customer-links feature's Manage links dialog. */
export default function TeamCustomersPage() {
  return <CustomersPage ManageLinksDialog={ManageLinksDialog} />
}
