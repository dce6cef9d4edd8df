import CompatColorTokenLabeledRows
import CompatEntryStylableTiles
import CompatTintRingProgressStyle
import CompatVisualEffectGlobalFade
import CompatVisualEffectTiltCards
import CompatTableCompactLogRows
import CompatVideoPlayerOverlayLock
import CompatSearchScopesActivation
import CompatFileDocumentTitleMenu
import CompatMacPasteboardRevealRow
import CompatCanvasContextHelpers
import CompatContextMenuInteractionBridge
import CompatLocaleSpeedUnitGauge
import CompatPhotosAccessShareRow
import CompatRoleOnlyToolbarButtons
import CompatUnionNeedleGauge
import CompatShapeSetCutouts
import CompatCanvasGooeyPunchOut
import CompatCanvasCoreGraphicsSprites
import CompatPlanCardStrokeFill
import CompatEqualWidthSpacingLayout
import CompatEdgeToEdgeContainerValues
import CompatSceneDelegateLifecycle
import CompatOpenSettingsRow
import CompatAppearanceProxyTheme
import CompatAccentColorStyle
import CompatWorkoutDurationLabels
import CompatWeatherPaletteSymbols
import CompatGridRowColumnSpan
import CompatFixedAdaptiveGridColumns
import CompatCanvasSymbolGradient
import CompatCanvasLayersSymbols
import CompatRepresentableProgressBars
import CompatTouchSketchRepresentable
import CompatGaugeRangeThemeStyle
import CompatExpanderEnvironmentStyle
import CompatToggleThumbOffsetStyle
import CompatExtraLargeRoleButtons
import CompatMaskedStarRating
import CompatNavigationRootCentered
import CompatToastEdgeOverlay
import CompatWindowStyleBindableTabs
import CompatFontFeatureSettingsDigits
import CompatKeyedAlignmentSettingsForm
import CompatSelfDynamicProviderTokens
import CompatScaledSwitchToggleStyle
import CompatStoredDisclosureConfiguration
import CompatAvatarStackBadgeCard
import CompatMacActiveStatusList
import CompatOptionalCacheCentredBar
import CompatTileSpanDashboardLayout
import CompatVariadicDividedCardRows
import CompatSectionedGroceryAisles
import CompatNotesFetchedResultsModel
import CompatManagedHabitEditForm
import CompatSettingsIconSquaresAbout
import CompatReminderAppStorageForm
import CompatExpandableDoneSections
import CompatMacSidebarLinkFooter
import CompatWalletCardsPrivacyRedaction
import CompatPasscodeKeypadDots
import CompatProfileCoverPostGrid
import CompatMenuBarExtraStatusPanel
import Foundation
import Specimen
import SpecimenUI
import Testing
import CompatAdaptiveEnvironmentCard
import CompatAnimatableRingShape
import CompatAppKitFirstImageBridge
import CompatAppKitFirstRepresentables
import CompatAppKitPointerHoverStyle
import CompatAppSceneRenamableTitle
import CompatAsyncImagePlaceholder
import CompatAttributedStringRuns
import CompatBackgroundExtensionBanner
import CompatBezierCornerShapes
import CompatBindingForEachRows
import CompatBlurGlowButton
import CompatBrandFontRegistration
import CompatNeumorphicShadowStyles
import CompatButtonInButtonStyle
import CompatCGColorBridge
import CompatCanvasSparkline
import CompatChartsDonutBudget
import CompatChartsRainfallAxes
import CompatChartsSalesBars
import CompatChartsStepsTrend
import CompatChatScrollAnchor
import CompatColorLiteralButton
import CompatColorMixViaUIColor
import CompatColorSchemeOverride
import CompatConcentricCardCorners
import CompatContainerRelativeCard
import CompatControlActiveState
import CompatControlGroupMenuStyles
import CompatCustomFormStyles
import CompatCustomTransitionIdentity
import CompatDefaultIsolationMainActorSwift6
import CompatDesignTokens
import CompatDisabledEnvironmentStyle
import CompatDrawSymbolsSafeAreaBar
import CompatEmptyStateScreens
import CompatEnvironmentObjectTheme
import CompatEquatableRowsSpeech
import CompatEventFormPickers
import CompatFileImporterTypes
import CompatFillStrokeBorderChain
import CompatFillStrokeChain
import CompatFlexibleGlassButtons
import CompatFormattedCurrency
import CompatFormattedDate
import CompatFormattedNumber
import CompatFormattedPercent
import CompatGeometryProgressBar
import CompatGradientHexButton
import CompatGroupBoxCardStyle
import CompatHapticImpactButton
import CompatHapticNotificationToggle
import CompatHapticsThemeSwift6
import CompatHexColorARGB
import CompatHexColorScanner
import CompatHexColorUInt
import CompatHiddenAndHitTesting
import CompatHierarchicalStyles
import CompatHoverEffectClosure
import CompatImportSwiftUICore
import CompatImportUIKit
import CompatKeyboardShortcutButtons
import CompatKeyframeAnimatorStill
import CompatLabelBadgeIcon
import CompatLabelIconTrailing
import CompatLabelInLabelStyle
import CompatLegacyNavigationBarItems
import CompatLiquidGlassButton
import CompatListRowBadges
import CompatLocalizedStringResourceText
import CompatLoggedViewModifiers
import CompatMainActorTheme
import CompatMainActorThemeSwift6
import CompatMapKitCoffeeMap
import CompatMatchedGeometrySegments
import CompatMeasurementUsageText
import CompatMenuActionDismissStyle
import CompatMenuButtonStyle
import CompatMenuStyleWrapsConfiguration
import CompatMeshGradientHero
import CompatMinimizingTabsIOS26
import CompatMonospacedDigitFont
import CompatMotionTokensCustomAnimation
import CompatNSColorDynamic
import CompatNSColorHex
import CompatNSColorSystem
import CompatObservableThemeEnvironment
import CompatPackageStringResources
import CompatPaletteMarkerPicker
import CompatPasteboardMarkdownDates
import CompatPhotosPickerTransferable
import CompatPlatformColorAlias
import CompatPointerHoverShapes
import CompatPreferredFontDescriptors
import CompatPresentationsNotDrawn
import CompatPressedScaleOpacity
import CompatPreviewMacrosAndEntry
import CompatPrimitiveButtonInStyle
import CompatQualifiedSwiftUINames
import CompatRedactedPlaceholder
import CompatReplaceSymbolVariants
import CompatRotatedShapeGauge
import CompatSafeAreaWindowScene
import CompatSearchTokenFilters
import CompatSearchableContacts
import CompatSensoryFeedbackButton
import CompatSensoryFeedbackForms
import CompatShaderEffectsStill
import CompatShareEditButtons
import CompatShimmerModifierAnimation
import CompatSizeCategoryLinkRow
import CompatSnappingScrollBehavior
import CompatStaticStyleMembersSwift6
import CompatStoreKitPaywall
import CompatStrokedPathGauge
import CompatSubviewsCardStack
import CompatClosureLabelStyle
import CompatCustomDatePickerStyle
import CompatRoleAwareButtonStyle
import CompatSchemeAdaptiveShapeStyle
import CompatScopedSwiftUIImports
import CompatTabAccessoryToolbarSpacer
import CompatTipKitInlineTips
import CompatFlowLayoutTags
import CompatHostedSwiftUIBridge
import CompatPagingCarouselPeek
import CompatTipKitStyledActions
import CompatViewThatFitsActions
import CompatTitleMenuSearchBehaviors
import CompatTransformGesturesStill
import CompatSupport
import CompatSwiftDataQueryList
import CompatSwitchToggleTint
import CompatSymbolEffectsStill
import CompatSystemEnvironmentActions
import CompatTabBarScreens
import CompatTextCaseTracking
import CompatTextEditorStyles
import CompatTextFieldUnderline
import CompatTextRendererPlain
import CompatThemeEnvironment
import CompatThemeProtocol
import CompatThemeStoreObservable
import CompatTimelineClock
import CompatTintShapeStyle
import CompatToggleCheckbox
import CompatToggleCustomSwitch
import CompatToggleNewToggleInStyle
import CompatToggleWrapsConfiguration
import CompatToolbarBackgroundVisible
import CompatTypographyLineHeight
import CompatUIColorComponents
import CompatUIColorDynamicSwitch
import CompatUIColorHSB
import CompatUIColorHexConvenience
import CompatUIColorHexInt
import CompatUIColorLightDark
import CompatUIColorLightDarkText
import CompatUIColorProtocolPattern
import CompatUIColorResolved
import CompatUIColorSystemColors
import CompatUIColorWithAlpha
import CompatUIFontMetricsScaled
import CompatUIFontPreferred
import CompatUIScreenWidth
import CompatUserActivityHandoff
import CompatVisionGlassOrnamentPanel
import CompatVisualEffectScrollTransition
import CompatWatchCrownGoalGauge
import CompatWidgetFamilyEntryViews
import CompatWidgetFormattedRows
import CompatNotesTextEditor
import CompatTimerNotificationPublishers
import CompatSplitViewSidebar
import CompatRepresentableBackdrop
import CompatRepresentableControls
import CompatRepresentableEffectViews
import CompatRepresentableInputViews
import CompatRepresentableTextFields
import CompatGeometryChangeReader
import CompatAppStorageSettings
import CompatQRCodeShareCard
import CompatOutlineFileTree
import CompatInteractiveWidgetIntents
import CompatLiveActivityWidget
import CompatMirroredDirectionArrows
import CompatRendererPlaceholderImages
import CompatScenePaddedOnboarding
import CompatSidebarAdaptableTabs
import CompatSubviewTagSegments

import CompatUIKitSubmoduleTypeScale
import CompatDisclosureChevronStyle
import CompatSpeedometerGaugeStyle
import CompatLegacyNavigationLinkRows
import CompatSectionHeaderProminence
import CompatColorMultiplyFieldStyle
import CompatGaugeTrimConcatText
import CompatPrimitiveLongPressModifier
import CompatStackedLabeledContent
import CompatScaledMetricGlyphInit
import CompatSymbolConfigurationIcons
import CompatOnboardingScopeSymbols
import CompatSaveBarTaskIsolationSwift6
import CompatNotificationContentPreview
import CompatPhotoLibraryEmptyGrid
import CompatScaledMetricIconTiles
import CompatAlertPresentingRename
import CompatBottomBarGroupSpacer
import CompatBottomBarStatusToolbar
import CompatCappedScaledRoleFont
import CompatTimerCountdownFormat
import CompatTitlePlacementToolbar
import CompatLiveActivityStaleBadge
import CompatOverlayBadgeAlignmentGuides
import CompatRedactedSkeletonPanel
import CompatSubscriptionStoreCustomPickerStyle
import CompatSubscriptionStoreFullHeightGradient
import CompatForcedStyleThemePreviews
import CompatWheelPickerBrewLog
import CompatInlinePickerUnitOptions
import CompatNavigationLinkPickerBooking
import CompatHeaderFooterPrivacySections
import CompatAudioPlayerScrubberModel
import CompatGroupChatContentTitle
import CompatMapItemDetailSheetHome
import CompatChatBubbleTailTranscript
import CompatConversationUnreadSwipeRows
import CompatSignInWithAppleWelcome
import CompatApplePayCartCheckout
import CompatPagedProductDetailCart
import CompatOnboardingPagesAppleSignUp
import CompatProductGridDiscountCards
import CompatReminderComposerFieldDates
import CompatExpenseDaySectionsGauge
import CompatHabitHeatmapWeekStrip
import CompatBudgetCapacityRings
import CompatChecklistStrikeToggleTasks
import CompatActivityRingsAngularLaps
import CompatProfileHeaderFollowStyle
import CompatStoryTrayLikeFeed
import CompatSleepStagesTimelineChart
import CompatWaterGlassesStepperCard
import CompatBoardingPassNotchedTicket
import CompatArticleMarkdownPullQuote
import CompatNowPlayingArtworkScrubber
import CompatSeatMapAisleGrid
import CompatMiniPlayerInsetQueueList
import CompatSmartHomeDeviceTileGrid
import CompatThermostatTrimDialGauge
import CompatRecipeCardIngredientChecklist
import CompatNutritionFactsGridTable
import CompatKanbanPriorityBoardScroll
import CompatTenDayForecastRangeBars
import CompatQuizAnswerFeedbackStreak
import CompatKPISparklineTrendTiles
import CompatFlashcardFlipLevelGrid
import CompatWindCompassArrowDial
import CompatLogConsoleLevelFilter
import CompatSettingsTabsGroupedForm
import CompatJSONInspectorDisclosureTree
import CompatDynamicTypeStackingRows
import CompatLetterTilesDropBoard
import CompatCourseOutlineRingStyleMarkdown
import CompatFlightRouteBookBar
import CompatMedicationScheduleAllergyForm
import CompatScoreboardGridDiceTimer
import CompatVitalsTrendLabRangeCard
import CompatAssistantBubbleComposerModelMenu
import CompatCheckoutStepsRadioPayBar
import CompatNewsHeroChipsBookmarkToolbar
import CompatThermostatAngularDialDeviceTiles
import CompatWorkoutRingsZonesIntervalSets
import CompatRestaurantMenuDishBadgeBasket
import CompatCryptoWalletRangeChartCoinRows
import CompatPhotoEditorSplitCropFilterStrip
import CompatLiveMatchScoreboardLeagueGrid
import CompatListingCarouselRangeFilterJobs
import CompatCinemaSeatCanvasPerforatedTicket
import CompatLanguageLessonPathHeartsAnswers
import CompatMoodJournalHeatmapPromptEditor
import CompatRideSheetVehicleOptionsDriverTimer
import CompatCalculatorGridKeypadScaledDisplay
import CompatPetProfileVaccineTimelineWeight
import CompatDatingSwipeStackInterestFlow
import CompatBreathingRingsSleepStagesStreak
import CompatReaderShelfSerifPageHighlights
import CompatParcelTimelineETABarcode
import CompatJobCardSalaryStatusPipeline
import CompatPlantCareWateringLightGauges
import CompatEVChargeRingRangeStations
import CompatConferenceAgendaSpeakerTicket
import CompatMedicationDoseChecklistRefill
/// Every case of the compatibility suite (Tests/Compat), in folder order.
nonisolated(unsafe) let allCompatCases: [CompatCase] = [
  CompatAccentColorStyle.compatCase,
  CompatActivityRingsAngularLaps.compatCase,
  CompatAdaptiveEnvironmentCard.compatCase,
  CompatAlertPresentingRename.compatCase,
  CompatAnimatableRingShape.compatCase,
  CompatAppKitFirstImageBridge.compatCase,
  CompatAppKitFirstRepresentables.compatCase,
  CompatAppKitPointerHoverStyle.compatCase,
  CompatAppSceneRenamableTitle.compatCase,
  CompatAppStorageSettings.compatCase,
  CompatAppearanceProxyTheme.compatCase,
  CompatApplePayCartCheckout.compatCase,
  CompatArticleMarkdownPullQuote.compatCase,
  CompatAssistantBubbleComposerModelMenu.compatCase,
  CompatAsyncImagePlaceholder.compatCase,
  CompatAttributedStringRuns.compatCase,
  CompatAudioPlayerScrubberModel.compatCase,
  CompatAvatarStackBadgeCard.compatCase,
  CompatBackgroundExtensionBanner.compatCase,
  CompatBezierCornerShapes.compatCase,
  CompatBindingForEachRows.compatCase,
  CompatBlurGlowButton.compatCase,
  CompatBoardingPassNotchedTicket.compatCase,
  CompatBottomBarGroupSpacer.compatCase,
  CompatBottomBarStatusToolbar.compatCase,
  CompatBrandFontRegistration.compatCase,
  CompatBreathingRingsSleepStagesStreak.compatCase,
  CompatBudgetCapacityRings.compatCase,
  CompatButtonInButtonStyle.compatCase,
  CompatCGColorBridge.compatCase,
  CompatCalculatorGridKeypadScaledDisplay.compatCase,
  CompatCanvasContextHelpers.compatCase,
  CompatCanvasCoreGraphicsSprites.compatCase,
  CompatCanvasGooeyPunchOut.compatCase,
  CompatCanvasLayersSymbols.compatCase,
  CompatCanvasSparkline.compatCase,
  CompatCanvasSymbolGradient.compatCase,
  CompatCappedScaledRoleFont.compatCase,
  CompatChartsDonutBudget.compatCase,
  CompatChartsRainfallAxes.compatCase,
  CompatChartsSalesBars.compatCase,
  CompatChartsStepsTrend.compatCase,
  CompatChatBubbleTailTranscript.compatCase,
  CompatChatScrollAnchor.compatCase,
  CompatChecklistStrikeToggleTasks.compatCase,
  CompatCheckoutStepsRadioPayBar.compatCase,
  CompatCinemaSeatCanvasPerforatedTicket.compatCase,
  CompatClosureLabelStyle.compatCase,
  CompatColorLiteralButton.compatCase,
  CompatColorMixViaUIColor.compatCase,
  CompatColorMultiplyFieldStyle.compatCase,
  CompatColorSchemeOverride.compatCase,
  CompatColorTokenLabeledRows.compatCase,
  CompatConcentricCardCorners.compatCase,
  CompatConferenceAgendaSpeakerTicket.compatCase,
  CompatContainerRelativeCard.compatCase,
  CompatContextMenuInteractionBridge.compatCase,
  CompatControlActiveState.compatCase,
  CompatControlGroupMenuStyles.compatCase,
  CompatConversationUnreadSwipeRows.compatCase,
  CompatCourseOutlineRingStyleMarkdown.compatCase,
  CompatCryptoWalletRangeChartCoinRows.compatCase,
  CompatCustomDatePickerStyle.compatCase,
  CompatCustomFormStyles.compatCase,
  CompatCustomTransitionIdentity.compatCase,
  CompatDatingSwipeStackInterestFlow.compatCase,
  CompatDefaultIsolationMainActorSwift6.compatCase,
  CompatDesignTokens.compatCase,
  CompatDisabledEnvironmentStyle.compatCase,
  CompatDisclosureChevronStyle.compatCase,
  CompatDrawSymbolsSafeAreaBar.compatCase,
  CompatDynamicTypeStackingRows.compatCase,
  CompatEVChargeRingRangeStations.compatCase,
  CompatEdgeToEdgeContainerValues.compatCase,
  CompatEmptyStateScreens.compatCase,
  CompatEntryStylableTiles.compatCase,
  CompatEnvironmentObjectTheme.compatCase,
  CompatEqualWidthSpacingLayout.compatCase,
  CompatEquatableRowsSpeech.compatCase,
  CompatEventFormPickers.compatCase,
  CompatExpandableDoneSections.compatCase,
  CompatExpanderEnvironmentStyle.compatCase,
  CompatExpenseDaySectionsGauge.compatCase,
  CompatExtraLargeRoleButtons.compatCase,
  CompatFileDocumentTitleMenu.compatCase,
  CompatFileImporterTypes.compatCase,
  CompatFillStrokeBorderChain.compatCase,
  CompatFillStrokeChain.compatCase,
  CompatFixedAdaptiveGridColumns.compatCase,
  CompatFlashcardFlipLevelGrid.compatCase,
  CompatFlexibleGlassButtons.compatCase,
  CompatFlightRouteBookBar.compatCase,
  CompatFlowLayoutTags.compatCase,
  CompatFontFeatureSettingsDigits.compatCase,
  CompatForcedStyleThemePreviews.compatCase,
  CompatFormattedCurrency.compatCase,
  CompatFormattedDate.compatCase,
  CompatFormattedNumber.compatCase,
  CompatFormattedPercent.compatCase,
  CompatGaugeRangeThemeStyle.compatCase,
  CompatGaugeTrimConcatText.compatCase,
  CompatGeometryChangeReader.compatCase,
  CompatGeometryProgressBar.compatCase,
  CompatGradientHexButton.compatCase,
  CompatGridRowColumnSpan.compatCase,
  CompatGroupBoxCardStyle.compatCase,
  CompatGroupChatContentTitle.compatCase,
  CompatHabitHeatmapWeekStrip.compatCase,
  CompatHapticImpactButton.compatCase,
  CompatHapticNotificationToggle.compatCase,
  CompatHapticsThemeSwift6.compatCase,
  CompatHeaderFooterPrivacySections.compatCase,
  CompatHexColorARGB.compatCase,
  CompatHexColorScanner.compatCase,
  CompatHexColorUInt.compatCase,
  CompatHiddenAndHitTesting.compatCase,
  CompatHierarchicalStyles.compatCase,
  CompatHostedSwiftUIBridge.compatCase,
  CompatHoverEffectClosure.compatCase,
  CompatImportSwiftUICore.compatCase,
  CompatImportUIKit.compatCase,
  CompatInlinePickerUnitOptions.compatCase,
  CompatInteractiveWidgetIntents.compatCase,
  CompatJSONInspectorDisclosureTree.compatCase,
  CompatJobCardSalaryStatusPipeline.compatCase,
  CompatKPISparklineTrendTiles.compatCase,
  CompatKanbanPriorityBoardScroll.compatCase,
  CompatKeyboardShortcutButtons.compatCase,
  CompatKeyedAlignmentSettingsForm.compatCase,
  CompatKeyframeAnimatorStill.compatCase,
  CompatLabelBadgeIcon.compatCase,
  CompatLabelIconTrailing.compatCase,
  CompatLabelInLabelStyle.compatCase,
  CompatLanguageLessonPathHeartsAnswers.compatCase,
  CompatLegacyNavigationBarItems.compatCase,
  CompatLegacyNavigationLinkRows.compatCase,
  CompatLetterTilesDropBoard.compatCase,
  CompatLiquidGlassButton.compatCase,
  CompatListRowBadges.compatCase,
  CompatListingCarouselRangeFilterJobs.compatCase,
  CompatLiveActivityStaleBadge.compatCase,
  CompatLiveActivityWidget.compatCase,
  CompatLiveMatchScoreboardLeagueGrid.compatCase,
  CompatLocaleSpeedUnitGauge.compatCase,
  CompatLocalizedStringResourceText.compatCase,
  CompatLogConsoleLevelFilter.compatCase,
  CompatLoggedViewModifiers.compatCase,
  CompatMacActiveStatusList.compatCase,
  CompatMacPasteboardRevealRow.compatCase,
  CompatMacSidebarLinkFooter.compatCase,
  CompatMainActorTheme.compatCase,
  CompatMainActorThemeSwift6.compatCase,
  CompatManagedHabitEditForm.compatCase,
  CompatMapItemDetailSheetHome.compatCase,
  CompatMapKitCoffeeMap.compatCase,
  CompatMaskedStarRating.compatCase,
  CompatMatchedGeometrySegments.compatCase,
  CompatMeasurementUsageText.compatCase,
  CompatMedicationDoseChecklistRefill.compatCase,
  CompatMedicationScheduleAllergyForm.compatCase,
  CompatMenuActionDismissStyle.compatCase,
  CompatMenuBarExtraStatusPanel.compatCase,
  CompatMenuButtonStyle.compatCase,
  CompatMenuStyleWrapsConfiguration.compatCase,
  CompatMeshGradientHero.compatCase,
  CompatMiniPlayerInsetQueueList.compatCase,
  CompatMinimizingTabsIOS26.compatCase,
  CompatMirroredDirectionArrows.compatCase,
  CompatMonospacedDigitFont.compatCase,
  CompatMoodJournalHeatmapPromptEditor.compatCase,
  CompatMotionTokensCustomAnimation.compatCase,
  CompatNSColorDynamic.compatCase,
  CompatNSColorHex.compatCase,
  CompatNSColorSystem.compatCase,
  CompatNavigationLinkPickerBooking.compatCase,
  CompatNavigationRootCentered.compatCase,
  CompatNeumorphicShadowStyles.compatCase,
  CompatNewsHeroChipsBookmarkToolbar.compatCase,
  CompatNotesFetchedResultsModel.compatCase,
  CompatNotesTextEditor.compatCase,
  CompatNotificationContentPreview.compatCase,
  CompatNowPlayingArtworkScrubber.compatCase,
  CompatNutritionFactsGridTable.compatCase,
  CompatObservableThemeEnvironment.compatCase,
  CompatOnboardingPagesAppleSignUp.compatCase,
  CompatOnboardingScopeSymbols.compatCase,
  CompatOpenSettingsRow.compatCase,
  CompatOptionalCacheCentredBar.compatCase,
  CompatOutlineFileTree.compatCase,
  CompatOverlayBadgeAlignmentGuides.compatCase,
  CompatPackageStringResources.compatCase,
  CompatPagedProductDetailCart.compatCase,
  CompatPagingCarouselPeek.compatCase,
  CompatPaletteMarkerPicker.compatCase,
  CompatParcelTimelineETABarcode.compatCase,
  CompatPasscodeKeypadDots.compatCase,
  CompatPasteboardMarkdownDates.compatCase,
  CompatPetProfileVaccineTimelineWeight.compatCase,
  CompatPhotoEditorSplitCropFilterStrip.compatCase,
  CompatPhotoLibraryEmptyGrid.compatCase,
  CompatPhotosAccessShareRow.compatCase,
  CompatPhotosPickerTransferable.compatCase,
  CompatPlanCardStrokeFill.compatCase,
  CompatPlantCareWateringLightGauges.compatCase,
  CompatPlatformColorAlias.compatCase,
  CompatPointerHoverShapes.compatCase,
  CompatPreferredFontDescriptors.compatCase,
  CompatPresentationsNotDrawn.compatCase,
  CompatPressedScaleOpacity.compatCase,
  CompatPreviewMacrosAndEntry.compatCase,
  CompatPrimitiveButtonInStyle.compatCase,
  CompatPrimitiveLongPressModifier.compatCase,
  CompatProductGridDiscountCards.compatCase,
  CompatProfileCoverPostGrid.compatCase,
  CompatProfileHeaderFollowStyle.compatCase,
  CompatQRCodeShareCard.compatCase,
  CompatQualifiedSwiftUINames.compatCase,
  CompatQuizAnswerFeedbackStreak.compatCase,
  CompatReaderShelfSerifPageHighlights.compatCase,
  CompatRecipeCardIngredientChecklist.compatCase,
  CompatRedactedPlaceholder.compatCase,
  CompatRedactedSkeletonPanel.compatCase,
  CompatReminderAppStorageForm.compatCase,
  CompatReminderComposerFieldDates.compatCase,
  CompatRendererPlaceholderImages.compatCase,
  CompatReplaceSymbolVariants.compatCase,
  CompatRepresentableBackdrop.compatCase,
  CompatRepresentableControls.compatCase,
  CompatRepresentableEffectViews.compatCase,
  CompatRepresentableInputViews.compatCase,
  CompatRepresentableProgressBars.compatCase,
  CompatRepresentableTextFields.compatCase,
  CompatRestaurantMenuDishBadgeBasket.compatCase,
  CompatRideSheetVehicleOptionsDriverTimer.compatCase,
  CompatRoleAwareButtonStyle.compatCase,
  CompatRoleOnlyToolbarButtons.compatCase,
  CompatRotatedShapeGauge.compatCase,
  CompatSafeAreaWindowScene.compatCase,
  CompatSaveBarTaskIsolationSwift6.compatCase,
  CompatScaledMetricGlyphInit.compatCase,
  CompatScaledMetricIconTiles.compatCase,
  CompatScaledSwitchToggleStyle.compatCase,
  CompatSceneDelegateLifecycle.compatCase,
  CompatScenePaddedOnboarding.compatCase,
  CompatSchemeAdaptiveShapeStyle.compatCase,
  CompatScopedSwiftUIImports.compatCase,
  CompatScoreboardGridDiceTimer.compatCase,
  CompatSearchScopesActivation.compatCase,
  CompatSearchTokenFilters.compatCase,
  CompatSearchableContacts.compatCase,
  CompatSeatMapAisleGrid.compatCase,
  CompatSectionHeaderProminence.compatCase,
  CompatSectionedGroceryAisles.compatCase,
  CompatSelfDynamicProviderTokens.compatCase,
  CompatSensoryFeedbackButton.compatCase,
  CompatSensoryFeedbackForms.compatCase,
  CompatSettingsIconSquaresAbout.compatCase,
  CompatSettingsTabsGroupedForm.compatCase,
  CompatShaderEffectsStill.compatCase,
  CompatShapeSetCutouts.compatCase,
  CompatShareEditButtons.compatCase,
  CompatShimmerModifierAnimation.compatCase,
  CompatSidebarAdaptableTabs.compatCase,
  CompatSignInWithAppleWelcome.compatCase,
  CompatSizeCategoryLinkRow.compatCase,
  CompatSleepStagesTimelineChart.compatCase,
  CompatSmartHomeDeviceTileGrid.compatCase,
  CompatSnappingScrollBehavior.compatCase,
  CompatSpeedometerGaugeStyle.compatCase,
  CompatSplitViewSidebar.compatCase,
  CompatStackedLabeledContent.compatCase,
  CompatStaticStyleMembersSwift6.compatCase,
  CompatStoreKitPaywall.compatCase,
  CompatStoredDisclosureConfiguration.compatCase,
  CompatStoryTrayLikeFeed.compatCase,
  CompatStrokedPathGauge.compatCase,
  CompatSubscriptionStoreCustomPickerStyle.compatCase,
  CompatSubscriptionStoreFullHeightGradient.compatCase,
  CompatSubviewTagSegments.compatCase,
  CompatSubviewsCardStack.compatCase,
  CompatSwiftDataQueryList.compatCase,
  CompatSwitchToggleTint.compatCase,
  CompatSymbolConfigurationIcons.compatCase,
  CompatSymbolEffectsStill.compatCase,
  CompatSystemEnvironmentActions.compatCase,
  CompatTabAccessoryToolbarSpacer.compatCase,
  CompatTabBarScreens.compatCase,
  CompatTableCompactLogRows.compatCase,
  CompatTenDayForecastRangeBars.compatCase,
  CompatTextCaseTracking.compatCase,
  CompatTextEditorStyles.compatCase,
  CompatTextFieldUnderline.compatCase,
  CompatTextRendererPlain.compatCase,
  CompatThemeEnvironment.compatCase,
  CompatThemeProtocol.compatCase,
  CompatThemeStoreObservable.compatCase,
  CompatThermostatAngularDialDeviceTiles.compatCase,
  CompatThermostatTrimDialGauge.compatCase,
  CompatTileSpanDashboardLayout.compatCase,
  CompatTimelineClock.compatCase,
  CompatTimerCountdownFormat.compatCase,
  CompatTimerNotificationPublishers.compatCase,
  CompatTintRingProgressStyle.compatCase,
  CompatTintShapeStyle.compatCase,
  CompatTipKitInlineTips.compatCase,
  CompatTipKitStyledActions.compatCase,
  CompatTitleMenuSearchBehaviors.compatCase,
  CompatTitlePlacementToolbar.compatCase,
  CompatToastEdgeOverlay.compatCase,
  CompatToggleCheckbox.compatCase,
  CompatToggleCustomSwitch.compatCase,
  CompatToggleNewToggleInStyle.compatCase,
  CompatToggleThumbOffsetStyle.compatCase,
  CompatToggleWrapsConfiguration.compatCase,
  CompatToolbarBackgroundVisible.compatCase,
  CompatTouchSketchRepresentable.compatCase,
  CompatTransformGesturesStill.compatCase,
  CompatTypographyLineHeight.compatCase,
  CompatUIColorComponents.compatCase,
  CompatUIColorDynamicSwitch.compatCase,
  CompatUIColorHSB.compatCase,
  CompatUIColorHexConvenience.compatCase,
  CompatUIColorHexInt.compatCase,
  CompatUIColorLightDark.compatCase,
  CompatUIColorLightDarkText.compatCase,
  CompatUIColorProtocolPattern.compatCase,
  CompatUIColorResolved.compatCase,
  CompatUIColorSystemColors.compatCase,
  CompatUIColorWithAlpha.compatCase,
  CompatUIFontMetricsScaled.compatCase,
  CompatUIFontPreferred.compatCase,
  CompatUIKitSubmoduleTypeScale.compatCase,
  CompatUIScreenWidth.compatCase,
  CompatUnionNeedleGauge.compatCase,
  CompatUserActivityHandoff.compatCase,
  CompatVariadicDividedCardRows.compatCase,
  CompatVideoPlayerOverlayLock.compatCase,
  CompatViewThatFitsActions.compatCase,
  CompatVisionGlassOrnamentPanel.compatCase,
  CompatVisualEffectGlobalFade.compatCase,
  CompatVisualEffectScrollTransition.compatCase,
  CompatVisualEffectTiltCards.compatCase,
  CompatVitalsTrendLabRangeCard.compatCase,
  CompatWalletCardsPrivacyRedaction.compatCase,
  CompatWatchCrownGoalGauge.compatCase,
  CompatWaterGlassesStepperCard.compatCase,
  CompatWeatherPaletteSymbols.compatCase,
  CompatWheelPickerBrewLog.compatCase,
  CompatWidgetFamilyEntryViews.compatCase,
  CompatWidgetFormattedRows.compatCase,
  CompatWindCompassArrowDial.compatCase,
  CompatWindowStyleBindableTabs.compatCase,
  CompatWorkoutDurationLabels.compatCase,
  CompatWorkoutRingsZonesIntervalSets.compatCase,
]

@Suite struct CompatibilitySuite {
  @Test(arguments: allCompatCases.indices)
  func drawsItsPixels(_ index: Int) throws {
    let compat = allCompatCases[index]
    var environment = EnvironmentValues()
    environment.colorScheme = compat.colorScheme
    let renderer = ViewRenderer(scale: 1, background: compat.colorScheme == .dark ? .black : .white)
    let image = try renderer.rasterize(compat.view.frame(width: compat.width, height: compat.height),
                                       in: ProposedViewSize(width: compat.width, height: compat.height), environment: environment)
    for probe in compat.probes {
      let p = image.pixel(x: probe.x, y: probe.y)
      let ok = abs(Int(p.r) - probe.rgba.r) <= probe.tolerance && abs(Int(p.g) - probe.rgba.g) <= probe.tolerance
        && abs(Int(p.b) - probe.rgba.b) <= probe.tolerance && abs(Int(p.a) - probe.rgba.a) <= probe.tolerance
      #expect(ok, "\(compat.name): pixel \(probe) is rgba(\(p.r), \(p.g), \(p.b), \(p.a))")
    }
    if let out = ProcessInfo.processInfo.environment["SPECIMEN_COMPAT_OUT"] {
      try renderer.png(compat.view.frame(width: compat.width, height: compat.height),
                       in: ProposedViewSize(width: compat.width, height: compat.height), environment: environment)
        .write(to: URL(fileURLWithPath: out).appendingPathComponent("\(compat.name).png"))
    }
  }

  /// The list above names every folder in Tests/Compat, so a new case cannot be left out.
  @Test func everyFolderIsACase() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Compat")
    let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasSuffix(".md") }.sorted()
    #expect(folders == allCompatCases.map(\.name))
  }
}
