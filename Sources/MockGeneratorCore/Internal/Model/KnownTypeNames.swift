/// The names of the types the modules a mock may import declare at their top level, when no
/// symbol graph given describes them: a bare name that two imported modules declare is ambiguous.
enum KnownTypeNames {
    /// The public top-level types of `Mocking`, which every mock imports, those whose names start
    /// with `_` included: a mock's file sees them as it sees the others. A test keeps the list equal
    /// to the `public` types that `Sources/Mocking` declares.
    static let mocking: Set<String> = [
        "Arg", "AsyncMock", "AsyncThrowingMock", "CallCount", "CodableInput", "DefaultProvidable",
        "EquatableTuple", "GenericAsyncMock", "GenericAsyncThrowingMock", "GenericMock",
        "GenericMockOf", "GenericMockable", "GenericThrowingMock", "Mock", "MockDefault",
        "MockEffects", "MockScope", "MockUsage", "Mockable", "PropertyMock", "StubRule",
        "StubbableMock", "ThrowingMock", "ThrowingStubbableMock", "UnimplementedMockError",
        "Unmocked", "_GenericMockState", "_MockState", "_OptionalArgument",
    ]

    /// The public top-level types of Foundation on Linux (Foundation, FoundationEssentials,
    /// FoundationInternationalization and FoundationNetworking), as their symbol graphs list
    /// them with Swift 6.3.
    static let foundation: Set<String> = [
        "AffineTransform", "AlignmentOptions", "AttributeContainer", "AttributeDynamicLookup",
        "AttributeScope", "AttributeScopeCodableConfiguration", "AttributeScopes",
        "AttributedString", "AttributedStringAttributeMutation", "AttributedStringKey",
        "AttributedStringProtocol", "AttributedSubstring", "BlockOperation", "Bundle",
        "ByteCountFormatStyle", "ByteCountFormatter", "CGFloat", "CGPoint", "CGRect", "CGRectEdge",
        "CGSize", "CachedURLResponse", "Calendar", "CharacterSet", "CocoaError",
        "CodableAttributedStringKey", "CodableConfiguration", "CodableWithConfiguration",
        "ComparableComparator", "Comparator", "ComparisonResult", "ContiguousBytes",
        "CurrencyFormatStyleConfiguration", "CustomNSError", "Data", "DataProtocol", "Date",
        "DateComponents", "DateFormatter", "DateInterval", "DateIntervalFormatter", "Decimal",
        "DecodableAttributedStringKey", "DecodableWithConfiguration",
        "DecodingConfigurationProviding", "DescriptiveNumberFormatConfiguration", "Dimension",
        "DiscontiguousAttributedSubstring", "DiscreteFormatStyle", "EncodableAttributedStringKey",
        "EncodableWithConfiguration", "EncodingConfigurationProviding", "EnergyFormatter",
        "Expression", "FileAttributeKey", "FileAttributeType", "FileHandle", "FileManager",
        "FileManagerDelegate", "FileProtectionType", "FloatingPointFormatStyle",
        "FloatingPointParseStrategy", "FormatStyle", "FormatStyleCapitalizationContext",
        "Formatter", "HTTPCookie", "HTTPCookiePropertyKey", "HTTPCookieStorage", "HTTPURLResponse",
        "Host", "ISO8601DateFormatter", "IndexPath", "IndexSet", "InflectionRule", "InputStream",
        "IntegerFormatStyle", "IntegerParseStrategy", "JSONDecoder", "JSONEncoder",
        "JSONSerialization", "KeyPathComparator", "LengthFormatter", "ListFormatStyle", "Locale",
        "LocalizedError", "MarkdownDecodableAttributedStringKey", "MassFormatter", "Measurement",
        "Morphology", "MutableDataProtocol", "NSAffineTransform", "NSAffineTransformStruct",
        "NSArray", "NSAttributedString", "NSBinarySearchingOptions", "NSCache", "NSCacheDelegate",
        "NSCalendar", "NSCharacterSet", "NSCoder", "NSCoding", "NSComparisonPredicate",
        "NSCompoundPredicate", "NSCondition", "NSConditionLock", "NSCopying", "NSCountedSet",
        "NSData", "NSDate", "NSDateComponents", "NSDateInterval", "NSDecimalNumber",
        "NSDecimalNumberBehaviors", "NSDecimalNumberHandler", "NSDictionary", "NSEdgeInsets",
        "NSEnumerationOptions", "NSEnumerator", "NSError", "NSErrorDomain", "NSExceptionName",
        "NSExpression", "NSIndexPath", "NSIndexSet", "NSIndexSetIterator", "NSKeyedArchiver",
        "NSKeyedArchiverDelegate", "NSKeyedUnarchiver", "NSKeyedUnarchiverDelegate", "NSLocale",
        "NSLock", "NSLocking", "NSMeasurement", "NSMutableArray", "NSMutableAttributedString",
        "NSMutableCharacterSet", "NSMutableCopying", "NSMutableData", "NSMutableDictionary",
        "NSMutableIndexSet", "NSMutableOrderedSet", "NSMutableSet", "NSMutableString",
        "NSMutableURLRequest", "NSNotification", "NSNull", "NSNumber", "NSObject",
        "NSObjectProtocol", "NSOrderedSet", "NSOrthography", "NSPersonNameComponents", "NSPoint",
        "NSPointArray", "NSPointPointer", "NSPredicate", "NSRange", "NSRangePointer", "NSRect",
        "NSRectArray", "NSRectEdge", "NSRectPointer", "NSRecursiveLock", "NSRegularExpression",
        "NSSecureCoding", "NSSet", "NSSize", "NSSizeArray", "NSSizePointer", "NSSortDescriptor",
        "NSSortOptions", "NSString", "NSTextCheckingKey", "NSTextCheckingResult", "NSTimeZone",
        "NSURL", "NSURLComponents", "NSURLQueryItem", "NSURLRequest", "NSUUID", "NSValue",
        "NSZone", "Notification", "NotificationCenter", "NotificationQueue",
        "NumberFormatStyleConfiguration", "NumberFormatter", "ObjCBool", "OperatingSystemVersion",
        "Operation", "OperationQueue", "OutputStream", "POSIXError", "ParseStrategy",
        "ParseableFormatStyle", "PersonNameComponents", "PersonNameComponentsFormatter", "Pipe",
        "Port", "PortDelegate", "PortMessage", "Predicate", "PredicateBindings", "PredicateError",
        "PredicateExpression", "PredicateExpressions", "Process", "ProcessInfo", "Progress",
        "ProgressKind", "ProgressReporting", "ProgressUserInfoKey", "PropertyListDecoder",
        "PropertyListEncoder", "PropertyListSerialization", "QualityOfService", "RecoverableError",
        "ReferenceConvertible", "RunLoop", "Scanner", "ScopedAttributeContainer",
        "SocketNativeHandle", "SocketPort", "SortComparator", "SortDescriptor", "SortOrder",
        "StandardPredicateExpression", "Stream", "StreamDelegate", "StreamNetworkServiceTypeValue",
        "StreamSOCKSProxyConfiguration", "StreamSOCKSProxyVersion", "StreamSocketSecurityLevel",
        "StringStyle", "StringTransform", "Thread", "TimeInterval", "TimeZone", "Timer", "URL",
        "URLAuthenticationChallenge", "URLAuthenticationChallengeSender", "URLCache",
        "URLComponents", "URLCredential", "URLCredentialStorage", "URLError",
        "URLFileResourceType", "URLProtectionSpace", "URLProtocol", "URLProtocolClient",
        "URLQueryItem", "URLRequest", "URLResourceKey", "URLResourceValues", "URLResponse",
        "URLSession", "URLSessionConfiguration", "URLSessionDataDelegate", "URLSessionDataTask",
        "URLSessionDelegate", "URLSessionDownloadDelegate", "URLSessionDownloadTask",
        "URLSessionStreamDelegate", "URLSessionStreamTask", "URLSessionTask",
        "URLSessionTaskDelegate", "URLSessionTaskMetrics", "URLSessionTaskTransactionMetrics",
        "URLSessionUploadTask", "URLSessionWebSocketDelegate", "URLSessionWebSocketTask", "UUID",
        "Unit", "UnitAcceleration", "UnitAngle", "UnitArea", "UnitConcentrationMass",
        "UnitConverter", "UnitConverterLinear", "UnitDispersion", "UnitDuration",
        "UnitElectricCharge", "UnitElectricCurrent", "UnitElectricPotentialDifference",
        "UnitElectricResistance", "UnitEnergy", "UnitFrequency", "UnitFuelEfficiency",
        "UnitIlluminance", "UnitInformationStorage", "UnitLength", "UnitMass", "UnitPower",
        "UnitPressure", "UnitSpeed", "UnitTemperature", "UnitVolume", "UserDefaults",
        "tls_ciphersuite_t", "tls_protocol_version_t", "unichar", "uuid_string_t", "uuid_t",
    ]

    /// The top-level type names of `module` (as imported: `Foundation`, `Mocking`), from the
    /// graphs when they describe it, else from the lists above.
    static func names(of module: String, in catalog: SymbolCatalog) -> Set<String> {
        var names: Set<String> = []
        for (graphModule, graphNames) in catalog.topLevelTypeNames
        where (ModuleName.importedName(of: graphModule) ?? "Swift") == module {
            names.formUnion(graphNames)
        }
        switch module {
        case "Mocking": names.formUnion(mocking)
        case "Foundation": names.formUnion(foundation)
        default: break
        }
        return names
    }
}
