// `import StoreKit` (iOS 15–18): products, transactions and the App Store (there is no App Store in a
// render: no product loads, no transaction exists, every sequence ends at once), the review
// request, and the merchandising views (`ProductView`, `StoreView`, `SubscriptionStoreView`)
// drawn as iOS draws them while their products load. Re-exports SpecimenUI.
@_exported import SpecimenUI
