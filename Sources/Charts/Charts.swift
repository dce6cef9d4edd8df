// `import Charts`: Swift Charts (iOS 16–18) over SpecimenUI's public views. A `Chart` collects its
// marks (`ChartContent`) into plain records, computes its scales from them (`ChartScale`: nice
// numeric ticks, categories in data order, calendar-unit date ticks), and draws with shapes and
// text through a custom `Layout` (`ChartLayout`): plot area, trailing y labels, x labels below, a
// legend below those. Nothing in the renderer knows about charts. Re-exports SpecimenUI.
@_exported import SpecimenUI
