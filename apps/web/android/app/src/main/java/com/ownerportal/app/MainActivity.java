package com.ownerportal.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
