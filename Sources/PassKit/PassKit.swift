// `import PassKit` for Apple Pay at checkout: the payment request an app fills in (summary items,
// shipping methods, contact fields, networks and capabilities), the authorization controller and
// result, and SwiftUI's `PayWithApplePayButton` (on Apple platforms the `_PassKit_SwiftUI`
// overlay, which this module also stands in for). A render has no wallet: payments cannot be
// made, no sheet is presented and no handler is called (docs/unsupported.md). Re-exports SpecimenUI.
@_exported import SpecimenUI
